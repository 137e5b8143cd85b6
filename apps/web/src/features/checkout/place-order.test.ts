import { describe, expect, it } from 'vitest';
import { invalidFields } from './guest-fields';
import { endAttempt, keyForAttempt, type OrderBody } from './place-order';

const order = (Cantidad: number): OrderBody => ({
  kind: 'customer',
  body: { Tercerosucid: 1, Observacion: '', Detalles: [{ Productoid: 9, Cantidad, Observacion: '' }] },
});

describe('one Idempotency-Key per checkout attempt', () => {
  it('reuses the key while the same order is sent again, and makes a new one for another order', () => {
    const first = keyForAttempt(order(1));
    expect(keyForAttempt(order(1))).toBe(first);
    const changed = keyForAttempt(order(2));
    expect(changed).not.toBe(first);
    expect(changed.length).toBeGreaterThanOrEqual(8);
  });

  it('starts a new attempt once the server has answered', () => {
    const first = keyForAttempt(order(3));
    endAttempt();
    expect(keyForAttempt(order(3))).not.toBe(first);
  });
});

describe('guest form', () => {
  const valid = {
    Nit: '900.123.456',
    Tercero: 'Tienda',
    Departamento: '05',
    Ciudad: '05001',
    Direccion: 'Calle 1',
    Telefono1: '300 123 4567',
    Email: 'a@example.com',
    Observacion: '',
  };

  it('accepts what the server accepts', () => {
    expect(invalidFields(valid)).toEqual([]);
  });

  it('names each field the server would refuse, in the form order', () => {
    expect(invalidFields({ ...valid, Nit: '12', Email: 'nope', Ciudad: '' })).toEqual([
      'Nit',
      'Ciudad',
      'Email',
    ]);
    expect(invalidFields({ ...valid, Nit: '900123456-0' })).toEqual(['Nit']); // wrong check digit
  });
});
