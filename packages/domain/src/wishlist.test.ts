import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WishlistAction, wishlistReducer } from './wishlist';

const item = (id: number, name = `p${id}`) => ({ id, name });

describe('wishlistReducer', () => {
  it('adds an absent item with "Added To Wishlist" (success)', () => {
    expect(wishlistReducer([item(1)], { type: 'add', item: item(2) })).toEqual({
      items: [item(1), item(2)],
      notice: { tone: 'success', message: 'Added To Wishlist' },
    });
  });

  it('ignores a duplicate id: list unchanged, no notice', () => {
    expect(wishlistReducer([item(1)], { type: 'add', item: item(1, 'other') })).toEqual({
      items: [item(1)],
      notice: null,
    });
  });

  it('deletes by id with "Removed From Wishlist" (error)', () => {
    expect(wishlistReducer([item(1), item(2)], { type: 'delete', id: 1 })).toEqual({
      items: [item(2)],
      notice: { tone: 'error', message: 'Removed From Wishlist' },
    });
  });

  it('deleting an absent id changes nothing and says nothing', () => {
    expect(wishlistReducer([item(1)], { type: 'delete', id: 9 })).toEqual({ items: [item(1)], notice: null });
  });

  it('delete all clears the list with "Removed All From Wishlist" (error)', () => {
    expect(wishlistReducer([item(1), item(2)], { type: 'deleteAll' })).toEqual({
      items: [],
      notice: { tone: 'error', message: 'Removed All From Wishlist' },
    });
    expect(wishlistReducer([], { type: 'deleteAll' })).toEqual({ items: [], notice: null });
  });

  it('never holds two items with the same id, whatever the sequence', () => {
    const action: fc.Arbitrary<WishlistAction<{ id: number }>> = fc.oneof(
      fc.record({
        type: fc.constant('add' as const),
        item: fc.record({ id: fc.integer({ min: 1, max: 6 }) }),
      }),
      fc.record({ type: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 6 }) }),
      fc.constant({ type: 'deleteAll' as const }),
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const items = actions.reduce<{ id: number }[]>((list, a) => wishlistReducer(list, a).items, []);
        expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      }),
    );
  });
});
