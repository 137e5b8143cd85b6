import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toSavedProduct } from '../../lib/api';
import { currencyChosen } from '../../lib/currency';
import { renderWithApp, sampleProduct } from '../../test/render';
import CartPage from './cart-page';
import { cartChanged } from './cart-slice';

const product = toSavedProduct(sampleProduct());

function renderCart(quantity = 1) {
  const view = renderWithApp(<CartPage />, { path: '/cart' });
  act(() => {
    view.store.dispatch(cartChanged({ type: 'addQuantity', product, quantity, cartItemId: 'line-1' }));
  });
  return view;
}

describe('CartPage', () => {
  it('shows the tier unit price and line total, and re-prices across a tier boundary', async () => {
    renderCart(9);
    const line = screen.getByTestId('cart-line');
    expect(within(line).getByTestId('unit-price')).toHaveTextContent('$10.00');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$90.00');
    expect(within(line).getByTestId('tier-nudge')).toHaveTextContent('Add 1 more to pay $9.00 each');

    await userEvent.click(within(line).getByRole('button', { name: /One more/ }));
    expect(within(line).getByTestId('unit-price')).toHaveTextContent('$9.00');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$90.00');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$90.00');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$17.10');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$107.10');
  });

  it("shows a line in a colour with that colour's picture", () => {
    const shirt = toSavedProduct({
      ...product,
      variations: [
        { color: 'white', image: '/Files/Images/p42-1.svg', size: [{ name: 'm', stock: 4 }] },
        { color: 'black', image: '/Files/Images/p42-2.svg', size: [{ name: 'm', stock: 4 }] },
      ],
    });
    const { store } = renderWithApp(<CartPage />, { path: '/cart' });
    act(() => {
      for (const color of ['black', 'white']) {
        store.dispatch(
          cartChanged({
            type: 'addQuantity',
            product: shirt,
            quantity: 1,
            color,
            size: 'm',
            cartItemId: color,
          }),
        );
      }
    });
    const pictures = screen
      .getAllByTestId('cart-line')
      .map((l) => l.querySelector('img')?.getAttribute('src'));
    expect(pictures).toEqual(['/Files/Images/p42-2.svg', '/Files/Images/p42-1.svg']);
  });

  it('shows the totals in the chosen currency', () => {
    const { store } = renderCart(2);
    act(() => {
      store.dispatch(currencyChosen({ code: 'EUR', rate: 0.5 }));
    });
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€10.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€11.90');
  });

  it('builds a line and the totals from the unit price as shown, so they add up in any currency', () => {
    const { store } = renderCart(3);
    act(() => {
      store.dispatch(currencyChosen({ code: 'EUR', rate: 0.9237 }));
    });
    const line = screen.getByTestId('cart-line');
    // $10.00 is €9.237, shown €9.24: three are €27.72 (converting the $30.00 would show €27.71).
    expect(within(line).getByTestId('unit-price')).toHaveTextContent('€9.24');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('€27.72');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('€27.72');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('€5.27');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€32.99');
  });

  it('caps a typed quantity at the stock and says so', async () => {
    const { store } = renderCart();
    const input = screen.getByLabelText('Quantity of Café de origen');
    await userEvent.clear(input);
    await userEvent.type(input, '500{Enter}');
    expect(screen.getByTestId('capped')).toHaveTextContent('Only 60 units available');
    expect(store.getState().cart.lines[0]?.quantity).toBe(60);
  });

  it('says why One more is greyed out once the line holds every unit there is', async () => {
    renderCart(59);
    expect(screen.queryByTestId('capped')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /One more/ }));
    expect(screen.getByRole('button', { name: /One more/ })).toBeDisabled();
    expect(screen.getByTestId('capped')).toHaveTextContent('Only 60 units available');
  });

  it('saves a comment on the line and keeps it in local storage', async () => {
    const { store } = renderCart();
    await userEvent.type(screen.getByLabelText('Comment for this line'), 'Sin azúcar');
    await userEvent.click(screen.getByRole('button', { name: 'Save comment' }));
    expect(store.getState().cart.lines[0]).toMatchObject({
      comment: 'Sin azúcar',
    });
    expect(localStorage.getItem('mostrador.cart.v2')).toContain('Sin azúcar');
  });

  it('one less at quantity 1 removes the line; clear cart asks, then empties it', async () => {
    const { store } = renderCart(2);
    await userEvent.click(screen.getByRole('button', { name: /One less/ }));
    expect(store.getState().cart.lines[0]?.quantity).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByRole('group', { name: 'Remove this line from the cart?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the cart' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the cart' }));
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Clear cart' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear the cart' }));
    expect(screen.getByTestId('cart-empty')).toBeInTheDocument();
    expect(store.getState().cart.lines).toHaveLength(0);
  });

  it("taxes each line at its product's rate, rounded line by line as the server's order is", () => {
    const view = renderWithApp(<CartPage />, { path: '/cart' });
    // Two lines of $2.50 at 19%: 0.475 rounds to $0.48 a line, so the tax is $0.96 (not 19% of $5.00 = $0.95).
    const cheap = (id: number, rate: number | undefined) =>
      toSavedProduct(
        sampleProduct({
          Productoid: id,
          Precio: 2.5,
          Precio4: 2.5,
          Escala_aplica: false,
          Escala: null,
          Impuesto_porcentaje: rate,
        }),
      );
    act(() => {
      view.store.dispatch(cartChanged({ type: 'add', product: cheap(1, 19), cartItemId: 'a' }));
      view.store.dispatch(cartChanged({ type: 'add', product: cheap(2, 19), cartItemId: 'b' }));
    });
    expect(screen.getByText('Tax (19%)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$0.96');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$5.96');

    // A third line at 5% of $2.50 = $0.125 -> $0.13; the rates differ, so the label names none.
    act(() => {
      view.store.dispatch(cartChanged({ type: 'add', product: cheap(3, 5), cartItemId: 'c' }));
    });
    expect(screen.getByText('Tax')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$1.09');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$8.59');
  });

  it('has no tax rate of its own: a line whose product came without one counts no tax until re-priced', () => {
    const view = renderWithApp(<CartPage />, { path: '/cart' });
    const unrated = toSavedProduct(
      sampleProduct({
        Precio: 2.5,
        Precio4: 2.5,
        Escala_aplica: false,
        Escala: null,
        Impuesto_porcentaje: undefined,
      }),
    );
    act(() => {
      view.store.dispatch(cartChanged({ type: 'add', product: unrated, cartItemId: 'a' }));
    });
    expect(screen.getByText('Tax')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$2.50');
  });
});
