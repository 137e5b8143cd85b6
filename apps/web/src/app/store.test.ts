import { describe, expect, it } from 'vitest';
import { productsReplaced } from '../features/catalogue/products-slice';
import { toProduct } from '../lib/api';
import { currencyChosen, currencySlice } from '../lib/currency';
import { resetState } from '../lib/persist';
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
