import { wishlistReducer } from '@mostrador/domain';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../test/render';
import { savedProductFromV1, savedProductSchema, toSavedProduct } from './api';
import { keptList } from './kept-products';
import { readPersisted, storageKey } from './persist';
import { readWith } from './saved-product';

const kept = { keep: toSavedProduct, read: readWith(savedProductSchema), readV1: savedProductFromV1 };
const list = keptList('saved', kept, wishlistReducer);
const product = sampleProduct();

describe('keptList', () => {
  it('adds once, deletes by id and clears through its rules; each action says whether it changed', () => {
    const store = configureStore({ reducer: { saved: list.persisted.reducer } });
    const actions = list.actions(store.dispatch, store.getState);
    expect(actions.add(product)).toBe(true);
    expect(actions.add(product)).toBe(false);
    expect(store.getState().saved.items.map((i) => i.id)).toEqual([42]);
    expect(actions.remove(7)).toBe(false);
    expect(actions.remove(42)).toBe(true);
    expect(actions.clear()).toBe(false);
    actions.add(product);
    expect(actions.clear()).toBe(true);
    expect(store.getState().saved.items).toEqual([]);
  });

  it('discards a stored list with a duplicate, a broken product or an id that is not its product', () => {
    const item = list.toItem(product);
    expect(list.persist.parse({ items: [item] })?.items).toHaveLength(1);
    expect(list.persist.parse({ items: [item, item] })).toBeNull();
    expect(list.persist.parse({ items: [{ id: 1, product: {} }] })).toBeNull();
    expect(list.persist.parse({ items: [{ ...item, id: 7 }] })).toBeNull();
  });

  it('carries a list saved by version 1 (the server records) over into the app names', () => {
    const levels = { Precio1: 10, Precio2: null, Precio3: null, Precio4: null, Precio5: null };
    const record = {
      Productoid: 42,
      Producto_cod: 'CAF-042',
      Producto: 'Café',
      Precio: 10,
      ...levels,
      Disponible: 3,
    };
    const v1 = {
      items: [{ id: 42, product: { ...record, Escala_aplica: false, Escala: null, Imagenes: [] } }],
    };
    localStorage.setItem(storageKey({ key: 'saved', version: 1 }), JSON.stringify(v1));
    const items = readPersisted(list.persist)?.items;
    expect(items?.[0]?.product).toMatchObject({
      id: 42,
      code: 'CAF-042',
      name: 'Café',
      price: 1000,
      stock: 3,
    });
    expect(localStorage.getItem(storageKey({ key: 'saved', version: 1 }))).toBeNull();
    localStorage.clear();
  });
});
