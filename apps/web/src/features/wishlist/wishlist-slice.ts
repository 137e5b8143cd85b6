import { type Product, product } from '@mostrador/contract';
import { type ListResult, type WishlistAction, wishlistReducer } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';

/** What the wishlist keeps of a product (enough to show it and put it in the cart). */
export const wishlistProduct = product.pick({
  Productoid: true,
  Producto_cod: true,
  Producto: true,
  Precio: true,
  Precio1: true,
  Precio2: true,
  Precio3: true,
  Precio4: true,
  Precio5: true,
  Escala_aplica: true,
  Escala: true,
  Disponible: true,
  Imagenes: true,
});
export type WishlistProduct = ReturnType<typeof wishlistProduct.parse>;

export interface WishlistItem {
  id: number;
  product: WishlistProduct;
}

export interface WishlistState {
  items: WishlistItem[];
}

const initialState: WishlistState = { items: [] };

export function toWishlistItem(p: Product | WishlistProduct): WishlistItem {
  return { id: p.Productoid, product: wishlistProduct.parse(p) };
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

export const wishlistPersist: PersistSpec<WishlistState> = {
  key: 'wishlist',
  version: 1,
  parse(raw) {
    if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
    const items: WishlistItem[] = [];
    for (const entry of raw.items) {
      if (!isRecord(entry)) return null;
      const parsed = wishlistProduct.safeParse(entry.product);
      if (!parsed.success || entry.id !== parsed.data.Productoid) return null;
      if (items.some((i) => i.id === parsed.data.Productoid)) return null;
      items.push({ id: parsed.data.Productoid, product: parsed.data });
    }
    return { items };
  },
};

export const persistedWishlist = persisted(wishlistSlice.reducer, wishlistPersist);
