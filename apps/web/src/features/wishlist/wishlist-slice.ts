import { wishlistReducer } from '@mostrador/domain';
import { type SavedProduct, savedProductFromV1, savedProductSchema, toSavedProduct } from '../../lib/api';
import { type KeptItem, keptList } from '../../lib/kept-products';
import { readWith } from '../../lib/saved-product';

/** What the wishlist keeps of a product: enough to show it and put it in the cart. */
export type WishlistProduct = SavedProduct;
export type WishlistItem = KeptItem<WishlistProduct>;

const kept = { keep: toSavedProduct, read: readWith(savedProductSchema), readV1: savedProductFromV1 };

/** The wishlist (spec §4): a kept list (this browser's) whose every change goes through the domain's wishlist rules. */
export const wishlist = keptList('wishlist', kept, wishlistReducer);
