import { type ListResult, type WishlistAction, wishlistReducer } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type SavedProduct, savedProductFromV1, savedProductSchema, toSavedProduct } from '../../lib/api';
import { type PersistSpec, persisted, resetState } from '../../lib/persist';
import { productListPersist, readWith } from '../../lib/saved-product';

/** What the wishlist keeps of a product (enough to show it and put it in the cart). */
export type WishlistProduct = SavedProduct;

export interface WishlistItem {
  id: number;
  product: WishlistProduct;
}

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

export function toWishlistItem(p: SavedProduct): WishlistItem {
  return { id: p.id, product: toSavedProduct(p) };
}

/** A thin wrapper: every change goes through the domain's wishlist reducer. */
export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistChanged(state, action: PayloadAction<WishlistAction<WishlistItem>>) {
      state.items = wishlistReducer(state.items as WishlistItem[], action.payload).items;
    },
  },
  extraReducers: (builder) => builder.addCase(resetState, () => initialState),
});
export const { wishlistChanged } = wishlistSlice.actions;

export const selectWishlist = (s: { wishlist: WishlistState }): WishlistItem[] => s.wishlist.items;

/** The result the change earns (the same pure reducer the slice runs). */
export function previewWishlist(
  items: readonly WishlistItem[],
  action: WishlistAction<WishlistItem>,
): ListResult<WishlistItem> {
  return wishlistReducer(items, action);
}

export const wishlistPersist: PersistSpec<WishlistState> = productListPersist(
  'wishlist',
  readWith(savedProductSchema),
  savedProductFromV1,
);

export const persistedWishlist = persisted(wishlistSlice.reducer, wishlistPersist);
