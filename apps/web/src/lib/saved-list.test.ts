import { wishlistReducer } from '@mostrador/domain';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { sampleProduct } from '../test/render';
import { savedList } from './saved-list';
import { savedProduct } from './saved-product';

const list = savedList('saved', savedProduct, wishlistReducer);
const product = sampleProduct().record;

describe('savedList', () => {
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
});
