import { rightCheckDigit } from '@mostrador/contract';
import { describe, expect, it } from 'vitest';
import { invalidFields } from './guest-fields';

describe('guest form', () => {
  const valid = {
    Nit: '900.123.456',
    Tercero: 'Tienda',
    Departamento: '05',
    Ciudad: '05001',
    Direccion: 'Calle 1',
    Telefono1: '300 123 4567',
    Email: 'a@example.com',
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

  it('names the right check digit of a NIT typed with a wrong one, and only then', () => {
    expect(rightCheckDigit('900.123.456-7')).toBe(8);
    expect(rightCheckDigit('900123456-8')).toBeNull();
    expect(rightCheckDigit('900123456')).toBeNull();
    expect(rightCheckDigit('12-3')).toBeNull();
  });
});
