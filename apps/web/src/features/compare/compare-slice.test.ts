import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sampleProduct } from '../../test/render';
import { compareChanged, compareCleared, comparePersist, toCompareItem } from './compare-slice';

const item = toCompareItem(sampleProduct({ rating: 4, category: ['coffee'] }));

describe('compare', () => {
  it('adds once, deletes by id, clears, and survives a new store', () => {
    const store = makeStore();
    store.dispatch(compareChanged({ type: 'add', item }));
    store.dispatch(compareChanged({ type: 'add', item }));
    expect(makeStore().getState().compare.items).toHaveLength(1);
    expect(store.getState().compare.items[0]?.product).toMatchObject({ rating: 4, categories: ['coffee'] });
    store.dispatch(compareChanged({ type: 'delete', id: 42 }));
    expect(store.getState().compare.items).toEqual([]);
    store.dispatch(compareChanged({ type: 'add', item }));
    store.dispatch(compareCleared());
    expect(makeStore().getState().compare.items).toEqual([]);
  });

  it('discards a saved list whose ids do not match their products', () => {
    expect(comparePersist.parse({ items: [{ ...item, id: 7 }] })).toBeNull();
  });
});
