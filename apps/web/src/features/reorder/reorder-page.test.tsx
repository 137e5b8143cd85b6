import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { coloursAndSizes, renderWithApp } from '../../test/render';
import { json, stubServer } from '../../test/server';
import ReorderPage from './reorder-page';

const shirt = {
  Productoid: 95,
  Producto_cod: 'CAM-95',
  Referencia: 'R95',
  Producto: 'Camisa Oxford',
  Precio: 20,
  Precio1: 25,
  Precio2: 24,
  Precio3: 22,
  Precio4: 20,
  Precio5: 19,
  Escala_aplica: false,
  Escala: null,
  Disponible: 14,
  Imagenes: ['p95-1.webp'],
  Impuesto_porcentaje: 19,
  variation: coloursAndSizes({ white: { m: 6, xl: 1 }, black: { m: 7 } }, 'p95'),
};

const line = (Color: string, Talla: string, Cantidad: number, Disponible: number) => ({
  Productoid: 95,
  Producto_cod: 'CAM-95',
  Nombre: 'Camisa Oxford',
  Cantidad,
  Color,
  Talla,
  PrecioAntes: 20,
  PrecioAhora: 20,
  Cambio: 'igual',
  Disponible,
  Problema: Disponible < Cantidad ? 'existencias_parciales' : null,
  Producto: shirt,
});

function renderReorder(onAddToCart = vi.fn()) {
  stubServer((call) =>
    call.url.pathname.endsWith('/ReordenApi/Lineas')
      ? json(200, {
          Status: true,
          Datos: {
            pedidoid: 9,
            prefijo: 'WEB',
            numero: 12,
            fecha: '2026-11-02',
            Lineas: [line('white', 'xl', 2, 1), line('black', 'm', 3, 7)],
          },
        })
      : undefined,
  );
  renderWithApp(
    <Routes>
      <Route
        path="/pedidos/:orderId/reordenar"
        element={<ReorderPage customerId={5001} onAddToCart={onAddToCart} />}
      />
    </Routes>,
    { path: '/pedidos/9/reordenar' },
  );
  return onAddToCart;
}

describe('/pedidos/:orderId/reordenar', () => {
  it('orders each line of a product in sizes again in its own colour and size, within that size’s stock', async () => {
    const onAddToCart = renderReorder();
    const rows = await screen.findAllByTestId('reorder-line');
    expect(rows.map((r) => within(r).getByTestId('reorder-variant').textContent)).toEqual([
      ' · white · XL',
      ' · black · M',
    ]);
    // The same product in two sizes: each line is chosen on its own.
    const white = screen.getByRole('checkbox', { name: 'Order Camisa Oxford (white · XL) again' });
    const black = screen.getByRole('checkbox', { name: 'Order Camisa Oxford (black · M) again' });
    await userEvent.click(black);
    expect(black).not.toBeChecked();
    expect(white).toBeChecked();
    await userEvent.click(black);
    // Two units of white XL were ordered; one is left of that size.
    expect(screen.getByRole('textbox', { name: 'Quantity of Camisa Oxford (white · XL)' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 lines to the cart' }));
    expect(onAddToCart).toHaveBeenCalledWith([
      expect.objectContaining({ quantity: 1, color: 'white', size: 'xl' }),
      expect.objectContaining({ quantity: 3, color: 'black', size: 'm' }),
    ]);
  });
});
