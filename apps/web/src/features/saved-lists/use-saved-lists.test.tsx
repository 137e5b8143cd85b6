import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appWrapper, sampleRecord } from '../../test/render';
import { savedListsServer } from '../../test/saved-lists-server';
import { type Call, json } from '../../test/server';
import { useSavedLists } from './use-saved-lists';

/** The server: one list, 'Semana', of the coffee, and a product gone. */
const server = (save: (call: Call) => Response) =>
  savedListsServer(
    [
      { Productoid: 42, Nombre: 'Café de origen', Cantidad: 3, Producto: sampleRecord() },
      { Productoid: 12, Nombre: 'Café de ayer', Cantidad: 1, Producto: null },
    ],
    save,
  );

const cart = [{ productId: 42, quantity: 2, color: null, size: null }];

describe('useSavedLists', () => {
  it('saves the cart under the name typed, trimmed, and says so', async () => {
    const calls = server(() => json(200, { Status: true, Msj: 'ok', Datos: { listaid: 8 } }));
    const { result } = renderHook(() => useSavedLists(5001, cart, vi.fn()), { wrapper: appWrapper() });
    act(() => result.current.setName('  Lunes '));
    await act(() => result.current.save());
    const saved = calls.filter((c) => c.url.pathname.endsWith('/ListaApi/Guardar'));
    expect(saved.map((c) => c.body)).toEqual([
      { Nombre: 'Lunes', Lineas: [{ Productoid: 42, Cantidad: 2 }] },
    ]);
    expect(result.current.message).toEqual({ tone: 'success', text: 'List “Lunes” saved.' });
    expect(result.current.name).toBe('');
  });

  it("says the server's refusal in the buyer's words and keeps the name", async () => {
    server(() => json(400, { Status: false, Msj: 'Nombre es obligatorio' }));
    const { result } = renderHook(() => useSavedLists(5001, cart, vi.fn()), { wrapper: appWrapper() });
    act(() => result.current.setName('Lunes'));
    await act(() => result.current.save());
    expect(result.current.message?.tone).toBe('danger');
    expect(result.current.name).toBe('Lunes');
  });

  it('loads what is in stock into the cart and names what it left out', async () => {
    server(() => json(500, {}));
    const onLoad = vi.fn();
    const { result } = renderHook(() => useSavedLists(5001, [], onLoad), { wrapper: appWrapper() });
    await waitFor(() => expect(result.current.lists.data).toHaveLength(1));
    await act(() => result.current.load(7, 'Semana'));
    expect(onLoad).toHaveBeenCalledWith([
      expect.objectContaining({ quantity: 3, product: expect.objectContaining({ id: 42 }) }),
    ]);
    expect(result.current.message?.tone).toBe('danger');
    expect(result.current.message?.text).toContain('No longer available: Café de ayer.');
  });
});
