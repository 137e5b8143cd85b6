import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sampleProduct } from '../../test/render';
import { compare } from './compare-slice';

const item = compare.toItem(sampleProduct({ rating: 4, category: ['coffee'] }).record);

describe('compare', () => {
  it('adds once, deletes by id, clears, and survives a new store', () => {
    const store = makeStore();
    store.dispatch(compare.changed({ type: 'add', item }));
    store.dispatch(compare.changed({ type: 'add', item }));
    expect(makeStore().getState().compare.items).toHaveLength(1);
    expect(store.getState().compare.items[0]?.product).toMatchObject({ rating: 4, category: ['coffee'] });
    store.dispatch(compare.changed({ type: 'delete', id: 42 }));
    expect(store.getState().compare.items).toEqual([]);
    store.dispatch(compare.changed({ type: 'add', item }));
    store.dispatch(compare.changed({ type: 'deleteAll' }));
    expect(makeStore().getState().compare.items).toEqual([]);
  });

  it('discards a saved list whose ids do not match their products', () => {
    expect(compare.persist.parse({ items: [{ ...item, id: 7 }] })).toBeNull();
  });
});
