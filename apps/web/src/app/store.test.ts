import { describe, expect, it, vi } from 'vitest';
import { persistedCart } from '../features/cart';
import { productsReplaced } from '../features/catalogue/products-slice';
import { toProduct, toSavedProduct } from '../lib/api';
import { currencyChosen, currencySlice } from '../lib/currency';
import { LOGOUT_MARK, resetState, storageKey } from '../lib/persist';
import { sampleProduct } from '../test/render';
import { makeStore, persistedRestored } from './store';

const record = {
  Productoid: 1,
  Producto_cod: 'A-1',
  Referencia: 'R-1',
  Producto: 'Cafe',
  Categoriaid: 1,
  Grupoid: 1,
  Subgrupoid: 1,
  Precio: 10,
  Precio1: 12,
  Precio2: 11,
  Precio3: 10.5,
  Precio4: 10,
  Precio5: 9,
  Escala_aplica: false,
  Escala: null,
  Disponible: 5,
  Imagenes: [],
  texto_adicional: null,
  Dimesiones: null,
};

describe('store', () => {
  it('saves the currency and loads it in a new store', () => {
    makeStore().dispatch(currencyChosen({ code: 'EUR', rate: 0.9 }));
    expect(makeStore().getState().currency).toMatchObject({
      currencyName: 'EUR',
      currencySymbol: '€',
      currencyRate: 0.9,
    });
  });

  it('a broken currency entry resets the currency only', () => {
    localStorage.setItem(
      'mostrador.currency.v1',
      JSON.stringify({ currencyName: 'EUR', currencySymbol: '€', currencyRate: 'x' }),
    );
    const state = makeStore().getState();
    expect(state.currency).toMatchObject({ currencyName: 'USD', currencyRate: 1 });
    expect(localStorage.getItem('mostrador.currency.v1')).toBeNull();
  });

  it("putting back what the browser keeps changes only the parts that differ from the page's", () => {
    // The page's state came from the server: equal to the browser's, not the same objects.
    const store = makeStore({ currency: structuredClone(currencySlice.getInitialState()) });
    const before = store.getState();
    store.dispatch(persistedRestored({ currency: currencySlice.getInitialState(), cart: before.cart }));
    // Equal parts keep their objects: nothing that reads them renders again.
    expect(store.getState().currency).toBe(before.currency);
    expect(store.getState().cart).toBe(before.cart);
    const euro = {
      currencyName: 'EUR',
      currencySymbol: '€',
      currencyRate: 0.9,
      base: 'USD',
      knownRates: { EUR: 0.9 },
    } as const;
    store.dispatch(persistedRestored({ currency: euro }));
    expect(store.getState().currency).toEqual(euro);
    expect(store.getState().cart).toBe(before.cart);
  });

  it('does not persist the product list', () => {
    const store = makeStore();
    store.dispatch(productsReplaced([toProduct(record)]));
    expect(store.getState().products.items).toHaveLength(1);
    expect(makeStore().getState().products.items).toEqual([]);
    expect(Object.keys(localStorage).some((k) => k.includes('products'))).toBe(false);
  });

  it('resetState puts every part back to its start', () => {
    const store = makeStore();
    store.dispatch(currencyChosen({ code: 'GBP', rate: 0.8 }));
    store.dispatch(productsReplaced([toProduct(record)]));
    store.dispatch(resetState());
    expect(store.getState().currency.currencyName).toBe('USD');
    expect(store.getState().products.items).toEqual([]);
  });
});

describe('another tab of this browser', () => {
  const product = toSavedProduct(sampleProduct());
  const line = (cartItemId: string, quantity: number) => ({
    product,
    quantity,
    cartItemId,
    comment: '',
    selectedProductColor: null,
    selectedProductSize: null,
  });
  const cartKey = storageKey(persistedCart.spec);
  /** What the other tab does: writes the entry; the browser then tells this tab. */
  const otherTabWrites = (key: string, value: unknown) => {
    const text = JSON.stringify(value);
    localStorage.setItem(key, text);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: text, storageArea: localStorage }));
  };

  it('changes the cart: this tab shows what is stored, and does not write it back', () => {
    otherTabWrites(cartKey, { lines: [line('a', 1), line('b', 1)] });
    const store = makeStore();
    const wishlist = store.getState().wishlist;
    otherTabWrites(cartKey, { lines: [line('a', 2)] });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    window.dispatchEvent(new StorageEvent('storage', { key: cartKey, storageArea: localStorage }));
    expect(store.getState().cart.lines.map((l) => [l.cartItemId, l.quantity])).toEqual([['a', 2]]);
    expect(store.getState().wishlist).toBe(wishlist);
    expect(setItem).not.toHaveBeenCalled();
    // This tab's next change starts from the stored cart.
    store.dispatch(currencyChosen({ code: 'EUR', rate: 0.9 }));
    expect(JSON.parse(localStorage.getItem(cartKey) ?? 'null').lines).toHaveLength(1);
  });

  it('an equal entry keeps the part as it is (nothing renders again)', () => {
    otherTabWrites(cartKey, { lines: [line('a', 1)] });
    const store = makeStore();
    const cart = store.getState().cart;
    otherTabWrites(cartKey, { lines: [line('a', 1)] });
    expect(store.getState().cart).toBe(cart);
  });

  it('a broken entry resets only its part, and is removed', () => {
    const store = makeStore();
    store.dispatch(currencyChosen({ code: 'GBP', rate: 0.8 }));
    otherTabWrites(cartKey, { lines: [line('a', 1)] });
    expect(store.getState().cart.lines).toHaveLength(1);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    otherTabWrites(cartKey, { lines: [{ ...line('a', 1), quantity: 0 }] });
    expect(store.getState().cart.lines).toEqual([]);
    expect(localStorage.getItem(cartKey)).toBeNull();
    expect(store.getState().currency.currencyName).toBe('GBP');
  });

  it('ignores what is not its own entries, and session storage', () => {
    const store = makeStore();
    const before = store.getState();
    otherTabWrites('something.else', { lines: [] });
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: sessionStorage }));
    expect(store.getState()).toBe(before);
  });

  it('ends its session with the other tab (storage cleared: a logout or an expiry): every part back to its start; an expiry keeps the drafts typed here', () => {
    otherTabWrites(cartKey, { lines: [line('a', 1)] });
    const store = makeStore();
    store.dispatch(currencyChosen({ code: 'EUR', rate: 0.9 }));
    sessionStorage.setItem('mostrador.checkout-draft.v1', '{}');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(store.getState().cart.lines).toEqual([]);
    expect(store.getState().currency.currencyName).toBe('USD');
    expect(store.getState().auth.session).toBeNull();
    // Nothing is written back: the storage stays empty, as the other tab left it.
    expect(localStorage.length).toBe(0);
    // An expiry: what was typed here waits for the same customer's next login (shown only to them).
    expect(sessionStorage.getItem('mostrador.checkout-draft.v1')).toBe('{}');
  });

  it("forgets this tab's drafts when the other tab logged out (its mark, written and removed at once)", () => {
    makeStore();
    sessionStorage.setItem('mostrador.checkout-draft.v1', '{}');
    sessionStorage.setItem('mostrador.quick-order-draft.v1', '{}');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    for (const newValue of ['1764340000000', null])
      window.dispatchEvent(
        new StorageEvent('storage', { key: LOGOUT_MARK, newValue, storageArea: localStorage }),
      );
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});
