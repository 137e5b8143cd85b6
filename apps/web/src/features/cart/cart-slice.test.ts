import { afterEach, describe, expect, it } from 'vitest';
import { toSavedProduct } from '../../lib/api';
import { readPersisted, storageKey } from '../../lib/persist';
import { sampleProduct, sampleRecord } from '../../test/render';
import { cartPersist } from './cart-slice';

const product = toSavedProduct(sampleProduct());
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
    expect(cartPersist.parse({ lines: [{ ...line, product: { id: 'x' } }] })).toBeNull();
    expect(cartPersist.parse({ lines: 'nope' })).toBeNull();
    expect(cartPersist.parse(null)).toBeNull();
  });
});

describe('a cart saved by version 1 (wire records)', () => {
  afterEach(() => localStorage.clear());

  const v1Line = {
    product: (({ Referencia: _r, Categoriaid: _c, Grupoid: _g, Subgrupoid: _s, ...kept }) => kept)(
      sampleRecord(),
    ),
    quantity: 10,
    cartItemId: 'a',
    comment: 'x',
    selectedProductColor: null,
    selectedProductSize: null,
  };

  it('is carried over into the app names, priced the same, and saved as version 2', () => {
    localStorage.setItem(storageKey({ key: 'cart', version: 1 }), JSON.stringify({ lines: [v1Line] }));
    const loaded = readPersisted(cartPersist);
    expect(loaded?.lines[0]).toMatchObject({
      quantity: 10,
      priceF: 900,
      comment: 'x',
      product: {
        id: 42,
        code: 'CAF-042',
        name: 'Café de origen',
        image: '/Files/Images/p42-1.svg',
        taxPercent: 19,
      },
    });
    expect(localStorage.getItem(storageKey({ key: 'cart', version: 1 }))).toBeNull();
    expect(JSON.parse(localStorage.getItem(storageKey(cartPersist)) ?? 'null').lines[0].product.id).toBe(42);
  });

  it('a broken version 1 cart is dropped, nothing else', () => {
    localStorage.setItem(
      storageKey({ key: 'cart', version: 1 }),
      '{"lines":[{"product":{"Productoid":"x"}}]}',
    );
    localStorage.setItem('mostrador.other.v1', 'kept');
    expect(readPersisted(cartPersist)).toBeUndefined();
    expect(localStorage.getItem(storageKey({ key: 'cart', version: 1 }))).toBeNull();
    expect(localStorage.getItem('mostrador.other.v1')).toBe('kept');
  });
});
