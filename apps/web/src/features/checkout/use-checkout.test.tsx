import { toMinor } from '@mostrador/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appWrapper } from '../../test/render';
import { type Call, json, stubServer } from '../../test/server';
import type { CheckoutLine } from './use-checkout';
import { useCheckout, withGuestField } from './use-checkout';

const lines: CheckoutLine[] = [
  { productId: 42, name: 'Café', code: 'CAF-042', quantity: 3, unitPrice: toMinor(10), comment: '' },
];
const created = json(200, { Status: true, Msj: 'ok', Datos: { pedidoid: 71, numero: 1042 } });

function checkout(
  customer: { customerId: number; branchId: number } | null,
  answer: (call: Call) => Response,
) {
  const calls = stubServer((call) =>
    call.url.pathname.includes('PedidoWebCreate') ? answer(call) : undefined,
  );
  const onOrdered = vi.fn();
  const focusField = vi.fn();
  const { result } = renderHook(() => useCheckout({ lines, customer, onOrdered, focusField }), {
    wrapper: appWrapper(),
  });
  const posts = () => calls.filter((c) => c.method === 'POST');
  return { result, onOrdered, focusField, posts };
}

beforeEach(() => {
  // A call without an answer is logged (lib/api); the test reads the hook's state instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('useCheckout', () => {
  it("places a customer's order to the chosen branch once, then says what was created", async () => {
    const { result, onOrdered, posts } = checkout({ customerId: 5001, branchId: 1 }, () => created);
    act(() => {
      result.current.setBranch(2);
      result.current.setNote('Por la tarde');
    });
    await act(async () => {
      // A double click sends one request.
      await Promise.all([result.current.submit(), result.current.submit()]);
    });
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toMatchObject({
      Tercerosucid: 2,
      Observacion: 'Por la tarde',
      Detalles: [{ Productoid: 42, Cantidad: 3 }],
    });
    expect(result.current.created).toEqual({ number: 1042, guestEmail: null });
    expect(result.current.problem).toBeNull();
    expect(onOrdered).toHaveBeenCalledOnce();
  });

  it("sends no guest's order with a field to mend: shows the errors and focuses the first", async () => {
    const { result, focusField, posts } = checkout(null, () => created);
    act(() => result.current.setGuestField('Nit', '900123456'));
    await act(() => result.current.submit());
    expect(posts()).toHaveLength(0);
    expect(result.current.showErrors).toBe(true);
    expect(focusField).toHaveBeenCalledWith('Tercero');
  });

  it('sends the same attempt with the same key after no answer, and shows a shortage as a problem', async () => {
    let answer: 'down' | 'short' = 'down';
    const { result, onOrdered, posts } = checkout({ customerId: 5001, branchId: 1 }, () => {
      if (answer === 'down') throw new TypeError('Failed to fetch');
      return json(409, {
        Status: true,
        Msj: 'Sin existencias',
        ErrorDisp: true,
        ErrorDips: [{ Productoid: 42, Solicitado: 3, Disponible: 1 }],
      });
    });
    await act(() => result.current.submit());
    expect(result.current.problem).toEqual({ kind: 'network' });
    answer = 'short';
    await act(() => result.current.submit());
    const [first, second] = posts();
    expect(second?.headers.get('Idempotency-Key')).toBe(first?.headers.get('Idempotency-Key'));
    expect(result.current.problem).toMatchObject({
      kind: 'stock',
      short: [{ productId: 42, requested: 3, available: 1 }],
    });
    expect(result.current.created).toBeNull();
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('keeps what a guest typed in the draft, and a new department empties the city', () => {
    const { result } = checkout(null, () => created);
    act(() => {
      result.current.setGuestField('Departamento', '05');
      result.current.setGuestField('Ciudad', '05001');
      result.current.setNote('Llamar antes');
    });
    expect(withGuestField(result.current.guest, 'Departamento', '11')).toMatchObject({
      Departamento: '11',
      Ciudad: '',
    });
    const again = renderHook(
      () => useCheckout({ lines, customer: null, onOrdered: vi.fn(), focusField: vi.fn() }),
      { wrapper: appWrapper() },
    );
    expect(again.result.current.guest).toMatchObject({ Departamento: '05', Ciudad: '05001' });
    expect(again.result.current.note).toBe('Llamar antes');
  });
});
