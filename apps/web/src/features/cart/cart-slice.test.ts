import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../../test/render';
import { toCartProduct } from './cart-product';
import { cartPersist } from './cart-slice';

const product = toCartProduct(sampleProduct().record);
const line = {
  product,
  quantity: 10,
  cartItemId: 'a',
  comment: 'x',
  selectedProductColor: null,
  selectedProductSize: null,
};

describe('cartPersist', () => {
  it('loads a saved cart and derives priceF again (a stored price is never trusted)', () => {
    const loaded = cartPersist.parse({ lines: [{ ...line, priceF: 1 }] });
    expect(loaded?.lines[0]?.priceF).toBe(900); // 10 units: Precio3 = 9.00
  });

  it('refuses an entry with a bad line (the cart alone resets)', () => {
    expect(cartPersist.parse({ lines: [{ ...line, quantity: 0 }] })).toBeNull();
    expect(cartPersist.parse({ lines: [{ ...line, quantity: 61 }] })).toBeNull();
    expect(cartPersist.parse({ lines: [{ ...line, product: { Productoid: 'x' } }] })).toBeNull();
    expect(cartPersist.parse({ lines: 'nope' })).toBeNull();
    expect(cartPersist.parse(null)).toBeNull();
  });
});
