import { wishlistReducer } from '@mostrador/domain';
import { type SavedProduct, savedProductFromV1, savedProductSchema, toSavedProduct } from '../../lib/api';
import { type SavedItem, savedList, useSavedItems, useSavedListActions } from '../../lib/saved-list';
import { readWith } from '../../lib/saved-product';

/** What the wishlist keeps of a product: enough to show it and put it in the cart. */
export type WishlistProduct = SavedProduct;
export type WishlistItem = SavedItem<WishlistProduct>;

/** The wishlist (spec §4): a saved list whose every change goes through the domain's wishlist rules. */
export const wishlist = savedList(
  'wishlist',
  { keep: toSavedProduct, read: readWith(savedProductSchema), readV1: savedProductFromV1 },
  wishlistReducer,
);

export const persistedWishlist = wishlist.persisted;
export const useWishlist = () => useSavedItems(wishlist);
export const useWishlistActions = () => useSavedListActions(wishlist);
