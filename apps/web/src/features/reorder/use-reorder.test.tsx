import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appWrapper, sampleRecord } from '../../test/render';
import { json, stubServer } from '../../test/server';
import { useReorder } from './use-reorder';

const coffee = sampleRecord();
const line = (Cantidad: number, Disponible: number, Problema: string | null = null) => ({
  Productoid: 42,
  Producto_cod: 'CAF-042',
  Nombre: 'Café de origen',
  Cantidad,
  Color: '',
  Talla: '',
  PrecioAntes: 10,
  PrecioAhora: 10,
  Cambio: 'igual',
  Disponible,
  Problema,
  Producto: coffee,
});

/** The hook at `path`, the server answering ReordenApi/Lineas with `lines`. */
function reorderAt(path: string, lines: unknown[]) {
  const calls = stubServer((call) =>
    call.url.pathname.endsWith('/ReordenApi/Lineas')
      ? json(200, {
          Status: true,
          Datos: { pedidoid: 9, prefijo: 'WEB', numero: 12, fecha: '2026-11-02', Lineas: lines },
        })
      : undefined,
  );
  const App = appWrapper({ path });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <App>
      <Routes>
        <Route path="/pedidos/:orderId/reordenar" element={children} />
        <Route path="/facturas/:invoiceId/reordenar" element={children} />
      </Routes>
    </App>
  );
  const onAddToCart = vi.fn();
  const { result } = renderHook(() => useReorder(5001, onAddToCart), { wrapper });
  return { result, onAddToCart, calls };
}

describe('useReorder', () => {
  it('chooses every line it can order, at the past quantity within today’s stock', async () => {
    const { result, calls } = reorderAt('/facturas/31/reordenar', [
      line(5, 3),
      line(2, 0, 'sin_existencias'),
      line(4, 9),
    ]);
    // The choice is made in an effect once the lines have come.
    await waitFor(() => expect(result.current.chosen).toEqual([true, false, true]));
    expect(calls[0]?.url.searchParams.get('facturaid')).toBe('31');
    expect(result.current.invoice).toBe(true);
    expect(result.current.quantities).toEqual(['3', '0', '4']);
    expect(result.current.selected.map((i) => i.quantity)).toEqual([3, 4]);
  });

  it('adds the lines chosen with a quantity they can take, a typed one held to the stock', async () => {
    const { result, onAddToCart } = reorderAt('/pedidos/9/reordenar', [line(5, 3), line(4, 9), line(1, 9)]);
    await waitFor(() => expect(result.current.selected).toHaveLength(3));
    act(() => {
      result.current.typeQuantity(0, '50');
      result.current.typeQuantity(1, 'dos');
      result.current.choose(2, false);
    });
    expect(result.current.selected.map((i) => i.quantity)).toEqual([3]);
    act(() => result.current.add());
    expect(onAddToCart).toHaveBeenCalledWith([
      expect.objectContaining({ product: expect.objectContaining({ id: 42 }), quantity: 3 }),
    ]);
    expect(result.current.added).toBe(1);
  });
});
