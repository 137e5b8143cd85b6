import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, sampleRecord } from '../../test/render';
import { savedListsServer } from '../../test/saved-lists-server';
import SavedListsPage from './saved-lists-page';

const shirt = {
  ...sampleRecord(),
  Productoid: 95,
  Producto: 'Camisa Oxford',
  Disponible: 6,
  variation: [
    { color: 'white', image: 'p95-1.webp', size: [{ name: 'm', stock: 6 }] },
    { color: 'black', image: 'p95-2.webp', size: [{ name: 'x', stock: 0 }] },
  ],
};

describe('/listas', () => {
  it('loads what is in stock and names each line left out, with its colour and size', async () => {
    savedListsServer([
      {
        Productoid: 95,
        Nombre: 'Camisa Oxford',
        Cantidad: 2,
        Color: 'white',
        Talla: 'm',
        Producto: shirt,
      },
      {
        Productoid: 95,
        Nombre: 'Camisa Oxford',
        Cantidad: 1,
        Color: 'black',
        Talla: 'x',
        Producto: shirt,
      },
      { Productoid: 12, Nombre: 'Café de ayer', Cantidad: 1, Producto: null },
    ]);
    const onLoad = vi.fn();
    renderWithApp(<SavedListsPage customerId={5001} cart={[]} onLoad={onLoad} />, { path: '/listas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load “Semana” into the cart' }));
    expect(await screen.findByTestId('saved-lists-message')).toHaveTextContent(
      '1 line of “Semana” added to the cart. No longer available: Camisa Oxford · black · X, Café de ayer.',
    );
    expect(onLoad).toHaveBeenCalledWith([
      expect.objectContaining({
        quantity: 2,
        color: 'white',
        size: 'm',
        product: expect.objectContaining({ id: 95 }),
      }),
    ]);
  });
});
