export { type WishlistItem, wishlist } from './wishlist-slice';
