export { wishlist } from './wishlist-slice';
