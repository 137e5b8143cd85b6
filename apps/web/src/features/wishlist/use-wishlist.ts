import type { WishlistAction } from '@mostrador/domain';
import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { notify } from '../../lib/notify';
import {
  previewWishlist,
  selectWishlist,
  toWishlistItem,
  type WishlistItem,
  type WishlistProduct,
  type WishlistState,
  wishlistChanged,
} from './wishlist-slice';

/** Add (refuses duplicates), delete and delete all, each with the spec's notice. Returns whether it changed. */
export function useWishlistActions() {
  const dispatch = useDispatch();
  const store = useStore<{ wishlist: WishlistState }>();
  return useMemo(() => {
    const run = (action: WishlistAction<WishlistItem>): boolean => {
      const result = previewWishlist(store.getState().wishlist.items, action);
      dispatch(wishlistChanged(action));
      if (result.notice) notify(result.notice);
      return result.notice !== null;
    };
    return {
      add: (p: WishlistProduct) => run({ type: 'add', item: toWishlistItem(p) }),
      remove: (id: number) => run({ type: 'delete', id }),
      clear: () => run({ type: 'deleteAll' }),
    };
  }, [dispatch, store]);
}

export function useWishlist(): WishlistItem[] {
  return useSelector(selectWishlist);
}

export function useIsInWishlist(id: number): boolean {
  return useSelector((s: { wishlist: WishlistState }) => s.wishlist.items.some((i) => i.id === id));
}
