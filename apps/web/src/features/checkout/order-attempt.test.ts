import { describe, expect, it } from 'vitest';
import type { NewOrder } from './api/place-order';
import { endAttempt, keyForAttempt } from './order-attempt';

const order = (quantity: number): NewOrder => ({
  kind: 'customer',
  branchId: 1,
  note: '',
  lines: [{ productId: 9, quantity, comment: '' }],
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

  it('recognises an attempt the previous version kept (the request as sent), so a retry reuses its key', () => {
    const request = {
      kind: 'customer',
      body: { Tercerosucid: 1, Observacion: '', Detalles: [{ Productoid: 9, Cantidad: 5, Observacion: '' }] },
    };
    sessionStorage.setItem(
      'mostrador.checkout-attempt',
      JSON.stringify({ key: 'kept', body: JSON.stringify(request) }),
    );
    expect(keyForAttempt(order(5))).toBe('kept');
  });
});
