import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sampleProduct } from '../../test/render';
import { wishlist } from './wishlist-slice';

const item = wishlist.toItem(sampleProduct().record);

describe('wishlist', () => {
  it('refuses duplicates, deletes, clears, and is kept in local storage', () => {
    const store = makeStore();
    store.dispatch(wishlist.changed({ type: 'add', item }));
    store.dispatch(wishlist.changed({ type: 'add', item }));
    expect(store.getState().wishlist.items).toHaveLength(1);
    expect(
      makeStore()
        .getState()
        .wishlist.items.map((i) => i.id),
    ).toEqual([42]);
    store.dispatch(wishlist.changed({ type: 'delete', id: 42 }));
    expect(store.getState().wishlist.items).toEqual([]);
    store.dispatch(wishlist.changed({ type: 'add', item }));
    store.dispatch(wishlist.changed({ type: 'deleteAll' }));
    expect(makeStore().getState().wishlist.items).toEqual([]);
  });

  it('a saved list with a duplicate or a broken product is discarded', () => {
    expect(wishlist.persist.parse({ items: [item, item] })).toBeNull();
    expect(wishlist.persist.parse({ items: [{ id: 1, product: {} }] })).toBeNull();
    expect(wishlist.persist.parse({ items: [item] })?.items).toHaveLength(1);
  });
});
