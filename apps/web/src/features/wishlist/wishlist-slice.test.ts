import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { sampleProduct } from '../../test/render';
import { wishlist } from './wishlist-slice';

describe('wishlist', () => {
  it('is kept in local storage until it is emptied', () => {
    const store = makeStore();
    store.dispatch(wishlist.changed({ type: 'add', item: wishlist.toItem(sampleProduct()) }));
    expect(
      makeStore()
        .getState()
        .wishlist.items.map((i) => i.id),
    ).toEqual([42]);
    store.dispatch(wishlist.changed({ type: 'deleteAll' }));
    expect(makeStore().getState().wishlist.items).toEqual([]);
  });
});
