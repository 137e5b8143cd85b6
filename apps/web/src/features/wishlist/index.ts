export { persistedWishlist, useWishlist, useWishlistActions, type WishlistItem } from './wishlist-slice';
