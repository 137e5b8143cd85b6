import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { toSavedProduct } from '../../lib/api';
import { sampleProduct } from '../../test/render';
import { cartChanged } from './cart-slice';
import { useCartActions } from './use-cart';

const coffee = toSavedProduct(sampleProduct());
const shirt = toSavedProduct({
  ...sampleProduct({ Productoid: 95, Producto: 'Camisa Oxford', Disponible: 14 }),
  variations: [
    {
      color: 'white',
      size: [
        { name: 'm', stock: 6 },
        { name: 'xl', stock: 1 },
      ],
    },
    { color: 'black', size: [{ name: 'm', stock: 7 }] },
  ],
});

function cartWith() {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useCartActions(), { wrapper });
  const lines = () =>
    store
      .getState()
      .cart.lines.map((l) => [l.product.id, l.selectedProductColor, l.selectedProductSize, l.quantity]);
  return { store, actions: () => result.current, lines };
}

describe('useCartActions().addMany (quick order, reorder, a saved list)', () => {
  it('adds each colour and size on top of the line the cart holds of that size, capped by that size', () => {
    const { store, actions, lines } = cartWith();
    act(() => {
      store.dispatch(
        cartChanged({
          type: 'addQuantity',
          product: shirt,
          quantity: 2,
          color: 'white',
          size: 'm',
          cartItemId: 'white-m',
        }),
      );
      store.dispatch(
        cartChanged({ type: 'addQuantity', product: coffee, quantity: 1, cartItemId: 'coffee' }),
      );
    });
    act(() => {
      actions().addMany([
        { product: shirt, quantity: 3, color: 'white', size: 'm' },
        { product: shirt, quantity: 2, color: 'black', size: 'm' },
        { product: shirt, quantity: 5, color: 'white', size: 'xl' },
        { product: coffee, quantity: 4 },
      ]);
    });
    expect(lines()).toEqual([
      // 2 + 3 in white M, one line; its own stock of 6 is not reached.
      [95, 'white', 'm', 5],
      [42, null, null, 5],
      [95, 'black', 'm', 2],
      // White XL has one unit: the line takes that one.
      [95, 'white', 'xl', 1],
    ]);
  });
});
