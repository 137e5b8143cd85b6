import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProductActionsBinding } from '../../app/layout/shell-bindings';
import { ProductActionsContext } from '../../lib/product-actions';
import { coloursAndSizes, renderWithApp, sampleRecord } from '../../test/render';
import { type Call, json, stubServer } from '../../test/server';
import ProductPage from './product-page';

/** Another product of the same category, as the server sends it (the related products). */
const neighbour = {
  ...sampleRecord(),
  Productoid: 43,
  Producto_cod: 'CAF-043',
  Referencia: 'REF-43',
  Producto: 'Café descafeinado',
  Escala_aplica: false,
  Escala: null,
  // Not the page's product's stock: its card's "In stock" is not the buy box's.
  Disponible: 12,
};

/**
 * The server: the product's data (`product`: the sample record, no such product, or no answer at all; the
 * test may change it between calls) and the category's products.
 */
function server(initial: 'found' | 'missing' | 'down', record: Record<string, unknown> = sampleRecord()) {
  const state = { product: initial, calls: [] as Call[] };
  state.calls = stubServer(({ url }) => {
    if (url.pathname.endsWith('/ProductoApi/GetProductoDataTercero_v2')) {
      if (state.product === 'down') throw new TypeError('Failed to fetch');
      if (state.product === 'missing') return json(200, { Status: false, Msj: 'Producto no encontrado' });
      return json(200, {
        Status: true,
        Producto: record,
        Html: '<p>Tostado medio, <strong>notas de cacao</strong>.</p>',
      });
    }
    if (url.pathname.endsWith('/ProductoApi/GetProductos_V2')) {
      return json(200, { Status: true, Datos: [sampleRecord(), neighbour] });
    }
    return undefined;
  });
  return state;
}

/** The product actions wired to the cart, wishlist and compare, as the app's providers hand them to the page. */
function WithCart({ children }: { children: ReactNode }) {
  const actions = useProductActionsBinding();
  return <ProductActionsContext.Provider value={actions}>{children}</ProductActionsContext.Provider>;
}

function visit(path: string) {
  return renderWithApp(
    <WithCart>
      <Routes>
        <Route path="/product/:id" element={<ProductPage layout="product" />} />
      </Routes>
    </WithCart>,
    { path },
  );
}

/** Types `text` into the quantity field once the app has started (it is disabled until then). */
async function typeQuantity(text: string): Promise<HTMLElement> {
  const quantity = await screen.findByLabelText('Quantity');
  await waitFor(() => expect(quantity).toBeEnabled());
  await userEvent.clear(quantity);
  await userEvent.type(quantity, text);
  return quantity;
}

beforeEach(() => {
  // A failed call is logged (lib/api); the test reads what the page shows instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the product page', () => {
  it('shows the product of the address: name, code, reference, price, tiers, stock and description', async () => {
    const { calls } = server('found');
    visit('/product/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Café de origen' })).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Café de origen'));
    const asked = calls.find((c) => c.url.pathname.endsWith('GetProductoDataTercero_v2'));
    expect(asked?.url.searchParams.get('productoid')).toBe('42');

    // Under the name, and again among the details.
    expect(screen.getAllByText('CAF-042')).toHaveLength(2);
    expect(screen.getAllByText('REF-42')).toHaveLength(2);
    // One unit: the first tier's price (Precio4, the visitor's level).
    expect(screen.getByTestId('base-price')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$10.00');
    expect(screen.getByText('In stock: 60')).toBeVisible();

    const table = screen.getByRole('table', { name: 'Volume prices' });
    const rows = within(table).getAllByTestId('tier-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 – 9 unitsYour price$10.00',
      '10 – 49 units$9.00',
      '50 – 999 units$8.00',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');

    expect(screen.getByText('notas de cacao')).toBeVisible();
    const related = screen.getByRole('region', { name: 'Related products' });
    expect(await within(related).findByText('Café descafeinado')).toBeVisible();
    expect(within(related).queryByText('Café de origen')).toBeNull();
  });

  it("shows the tier's unit price once the quantity reaches the tier's first unit", async () => {
    server('found');
    visit('/product/42');
    const quantity = await typeQuantity('9');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$10.00');
    expect(screen.getByText('Total: $90.00')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(quantity).toHaveValue(10);
    expect(screen.getByText('Unit price for 10')).toBeVisible();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$9.00');
    expect(screen.getByText('Total: $90.00')).toBeVisible();
    const rows = screen.getAllByTestId('tier-row');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');

    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50');
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$8.00');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
  });

  it('puts the chosen quantity in the cart, at its tier price, and then offers to update that line', async () => {
    server('found');
    const { store } = visit('/product/42');
    await typeQuantity('12');
    expect(store.getState().cart.lines).toEqual([]);

    // (The related products' cards have an "Add to cart" of their own.)
    const add = screen.getByTestId('add-to-cart');
    expect(add).toHaveAccessibleName('Add to cart');
    await userEvent.click(add);
    const lines = store.getState().cart.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 12, priceF: 900, product: { id: 42 } });
    expect(screen.getByTestId('in-cart')).toHaveTextContent('12 already in your cart.');
    expect(add).toHaveAccessibleName('Update the cart');
  });

  it("says the chosen size's own stock, which is what the quantity may reach", async () => {
    server('found', {
      ...sampleRecord(),
      Disponible: 9,
      variation: coloursAndSizes({ white: { m: 1, xl: 5 }, black: { x: 3 } }),
    });
    visit('/product/42');
    // White, the first colour, is chosen: its sizes' stock together, not the product's 9.
    expect(await screen.findByText('In stock: 6')).toBeVisible();
    const quantity = await screen.findByLabelText('Quantity');
    await waitFor(() => expect(quantity).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByText('In stock: 1')).toBeVisible();
    expect(screen.queryByText('In stock: 6')).toBeNull();
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'XL' }));
    expect(screen.getByText('In stock: 5')).toBeVisible();
  });

  it("shows the chosen colour's own picture, the first colour's to begin with", async () => {
    server('found', {
      ...sampleRecord(),
      Imagenes: ['p42-0.svg', 'p42-1.svg', 'p42-2.svg'],
      variation: coloursAndSizes({ white: { m: 1 }, black: { x: 3 } }),
    });
    visit('/product/42');
    const main = () => screen.getByRole('img', { name: 'Café de origen' });
    // White, the colour the buy box starts with: its picture, not the product's first.
    expect(await screen.findByRole('img', { name: 'Café de origen' })).toHaveAttribute(
      'src',
      expect.stringMatching(/p42-1\.svg$/),
    );
    const black = screen.getByRole('button', { name: 'black' });
    await waitFor(() => expect(black).toBeEnabled());
    await userEvent.click(black);
    expect(main()).toHaveAttribute('src', expect.stringMatching(/p42-2\.svg$/));
    // A thumbnail pressed after it shows that picture; a size of the same colour leaves it.
    await userEvent.click(screen.getByRole('button', { name: 'Café de origen, picture 1' }));
    expect(main()).toHaveAttribute('src', expect.stringMatching(/p42-0\.svg$/));
    await userEvent.click(screen.getByRole('button', { name: 'X' }));
    expect(main()).toHaveAttribute('src', expect.stringMatching(/p42-0\.svg$/));
  });

  it('caps the quantity at the stock', async () => {
    server('found');
    visit('/product/42');
    const quantity = await typeQuantity('85');
    expect(quantity).toHaveValue(60);
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
  });

  it('says the product does not exist when the server has no such product, and links back to the shop', async () => {
    server('missing');
    visit('/product/999999');
    expect(await screen.findByRole('heading', { name: 'This product does not exist.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/shop-grid-standard',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('says the product does not exist for an address whose id is not a product id, without asking the server', async () => {
    const { calls } = server('found');
    visit('/product/abc');
    expect(await screen.findByRole('heading', { name: 'This product does not exist.' })).toBeVisible();
    expect(calls.filter((c) => c.url.pathname.endsWith('GetProductoDataTercero_v2'))).toEqual([]);
  });

  it("shows the spec's notice and a retry when the server cannot be reached, and the product once it can", async () => {
    const state = server('down');
    visit('/product/42');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Algo salio mal, por favor verifica o contacta a tu administrador');
    expect(screen.queryByRole('heading', { level: 1, name: 'Café de origen' })).toBeNull();

    state.product = 'found';
    const retry = within(alert).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'Café de origen' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
