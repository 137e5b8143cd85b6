import { wishlistReducer } from '@mostrador/domain';
import { type SavedItem, savedList, useSavedItems, useSavedListActions } from '../../lib/saved-list';
import { savedProduct } from '../../lib/saved-product';

/** What the wishlist keeps of a product: enough to show it and put it in the cart. */
export type WishlistProduct = ReturnType<typeof savedProduct.parse>;
export type WishlistItem = SavedItem<WishlistProduct>;

/** The wishlist (spec §4): a saved list whose every change goes through the domain's wishlist rules. */
export const wishlist = savedList('wishlist', savedProduct, wishlistReducer);

export const persistedWishlist = wishlist.persisted;
export const useWishlist = () => useSavedItems(wishlist);
export const useWishlistActions = () => useSavedListActions(wishlist);
