import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appWrapper, sampleRecord } from '../../test/render';
import { type Call, json, stubServer } from '../../test/server';
import { useQuickOrder } from './use-quick-order';

const coffee = sampleRecord();

/** The server's check: CAF-042 is the coffee (1 to 60), anything else unknown. */
function checkAnswer(call: Call) {
  const rows = (call.body as { Filas: Array<{ Codigo: string; Cantidad: string }> }).Filas;
  const Filas = rows.map((row, i) => {
    const known = row.Codigo.toUpperCase() === 'CAF-042';
    return {
      Fila: i + 1,
      Codigo: row.Codigo,
      Cantidad: Number(row.Cantidad),
      Producto: known ? coffee : null,
      Precio: known ? 10 : null,
      Subtotal: known ? 10 * Number(row.Cantidad) : null,
      Disponible: known ? 60 : null,
      Problema: known ? null : 'codigo_desconocido',
      Detalle: known ? null : 'No existe',
    };
  });
  const valid = Filas.filter((f) => f.Problema === null);
  return json(200, {
    Status: true,
    Msj: '',
    Datos: { Filas, Validas: valid.length, ConProblema: Filas.length - valid.length, Total: 0 },
  });
}

function quickOrder(customer: number | null = 5001, server = checkAnswer) {
  const calls = stubServer((call) =>
    call.url.pathname.endsWith('/PedidoRapidoApi/Validar') ? server(call) : undefined,
  );
  const onAddToCart = vi.fn();
  const hook = renderHook(() => useQuickOrder(customer, onAddToCart), { wrapper: appWrapper() });
  const type = (index: number, code: string, quantity: string) =>
    act(() => {
      const row = hook.result.current.rows[index];
      if (row) hook.result.current.update(row.id, { code, quantity });
    });
  const checks = () => calls.filter((c) => c.url.pathname.endsWith('/PedidoRapidoApi/Validar'));
  return { hook, type, onAddToCart, checks };
}

describe('useQuickOrder', () => {
  it('checks the filled rows in one request and adds the valid ones, one entry a product', async () => {
    const { hook, type, onAddToCart, checks } = quickOrder();
    expect(hook.result.current.rows).toHaveLength(5);
    type(0, 'CAF-042', '2');
    type(1, 'NOPE', '1');
    type(2, 'caf-042', '3');
    await waitFor(() => expect(hook.result.current.current?.valid).toBe(2));
    // Typed in quick succession: checked once, the three filled rows only.
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.body).toEqual({
      Filas: [
        { Codigo: 'CAF-042', Cantidad: '2' },
        { Codigo: 'NOPE', Cantidad: '1' },
        { Codigo: 'caf-042', Cantidad: '3' },
      ],
    });
    const [first, second, third] = hook.result.current.rows;
    expect(hook.result.current.resultOf.get(second?.id ?? 0)?.problem).toBe('codigo_desconocido');
    // The same product on two rows: each names the other.
    expect(first && hook.result.current.repeats.get(first)).toEqual([3]);
    expect(third && hook.result.current.repeats.get(third)).toEqual([1]);

    act(() => hook.result.current.addValid());
    expect(onAddToCart).toHaveBeenCalledOnce();
    expect(onAddToCart.mock.calls[0]?.[0]).toMatchObject([{ product: { id: 42 }, quantity: 5 }]);
    // The row with a problem stays, to mend, then one empty row.
    expect(hook.result.current.rows.map((r) => [r.code, r.quantity])).toEqual([
      ['NOPE', '1'],
      ['', ''],
    ]);
    expect(hook.result.current.added).toBe(2);
  });

  it('says a failed check failed, and asks again on Try again', async () => {
    let fail = true;
    const { hook, type, checks } = quickOrder(null, (call) => (fail ? json(500, {}) : checkAnswer(call)));
    type(0, 'CAF-042', '1');
    await waitFor(() =>
      expect(hook.result.current.failure).toBe('The rows could not be checked. Try again.'),
    );
    expect(hook.result.current.current).toBeNull();
    fail = false;
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.current?.valid).toBe(1));
    expect(hook.result.current.failure).toBeNull();
    expect(checks()).toHaveLength(2);
  });

  it('merges the rows of a code typed twice into one, their quantities added', async () => {
    const { hook, type } = quickOrder();
    type(0, 'CAF-042', '2');
    type(1, 'caf-042', '3');
    await waitFor(() => expect(hook.result.current.repeats.size).toBe(2));
    act(() => hook.result.current.mergeRepeats());
    expect(hook.result.current.rows.map((r) => [r.code, r.quantity])).toEqual([
      ['CAF-042', '5'],
      ['', ''],
    ]);
  });

  it('keeps the rows typed for the customer, and shows them to that customer only', () => {
    const first = quickOrder(5001);
    first.type(0, 'CAF-042', '2');
    first.hook.unmount();
    const again = renderHook(() => useQuickOrder(5001, vi.fn()), { wrapper: appWrapper() });
    expect(again.result.current.rows[0]).toMatchObject({ code: 'CAF-042', quantity: '2' });
    const another = renderHook(() => useQuickOrder(5002, vi.fn()), { wrapper: appWrapper() });
    expect(another.result.current.rows.every((r) => r.code === '')).toBe(true);
  });
});
