import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sampleProduct } from '../../test/render';
import { toWishlistItem, wishlistChanged, wishlistPersist } from './wishlist-slice';

const item = toWishlistItem(sampleProduct());

describe('wishlist', () => {
  it('refuses duplicates, deletes, clears, and is kept in local storage', () => {
    const store = makeStore();
    store.dispatch(wishlistChanged({ type: 'add', item }));
    store.dispatch(wishlistChanged({ type: 'add', item }));
    expect(store.getState().wishlist.items).toHaveLength(1);
    expect(
      makeStore()
        .getState()
        .wishlist.items.map((i) => i.id),
    ).toEqual([42]);
    store.dispatch(wishlistChanged({ type: 'delete', id: 42 }));
    expect(store.getState().wishlist.items).toEqual([]);
    store.dispatch(wishlistChanged({ type: 'add', item }));
    store.dispatch(wishlistChanged({ type: 'deleteAll' }));
    expect(makeStore().getState().wishlist.items).toEqual([]);
  });

  it('a saved list with a duplicate or a broken product is discarded', () => {
    expect(wishlistPersist.parse({ items: [item, item] })).toBeNull();
    expect(wishlistPersist.parse({ items: [{ id: 1, product: {} }] })).toBeNull();
    expect(wishlistPersist.parse({ items: [item] })?.items).toHaveLength(1);
  });
});
