export { useIsInWishlist, useWishlist, useWishlistActions } from './use-wishlist';
export { persistedWishlist, type WishlistItem, type WishlistState, wishlistSlice } from './wishlist-slice';
