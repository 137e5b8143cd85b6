import {
  type CartAction,
  type CartLine,
  cartReducer,
  priceForQuantity,
  stockOf,
  variantProduct,
} from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';
import { type CartProduct, cartProduct } from './cart-product';

export type CartItem = CartLine<CartProduct>;
export type CartCommand = CartAction<CartProduct>;

export interface CartState {
  lines: CartItem[];
}

export const initialCartState: CartState = { lines: [] };

/** The Redux slice is a thin wrapper: every change goes through the domain's pure cart reducer. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    cartChanged(state, action: PayloadAction<CartCommand>) {
      state.lines = cartReducer(state.lines as CartItem[], action.payload).lines;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(resetState, () => initialCartState);
  },
});

export const { cartChanged } = cartSlice.actions;

type CartRoot = { cart: CartState };

export const selectCartLines = (s: CartRoot): CartItem[] => s.cart.lines;

/** A new line's id; the reducer keeps ids unique even if two ever collide. */
export function newCartItemId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `line-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function parseLine(raw: unknown): CartItem | null {
  if (!isRecord(raw)) return null;
  const product = cartProduct.safeParse(raw.product);
  const { quantity, cartItemId, comment } = raw;
  if (!product.success || typeof cartItemId !== 'string' || typeof comment !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const color = raw.selectedProductColor;
  const size = raw.selectedProductSize;
  const stock = stockOf(
    variantProduct(
      product.data,
      typeof color === 'string' ? color : null,
      typeof size === 'string' ? size : null,
    ),
  );
  if (stock !== null && quantity > stock) return null;
  return {
    product: product.data,
    quantity,
    cartItemId,
    // priceF is derived, never trusted from storage.
    priceF: priceForQuantity(product.data, quantity),
    selectedProductColor: typeof color === 'string' ? color : null,
    selectedProductSize: typeof size === 'string' ? size : null,
    itemObservacion: comment,
    comment,
  };
}

export const cartPersist: PersistSpec<CartState> = {
  key: 'cart',
  version: 1,
  parse(raw) {
    if (!isRecord(raw) || !Array.isArray(raw.lines)) return null;
    const lines = raw.lines.map(parseLine);
    return lines.every((l): l is CartItem => l !== null) ? { lines } : null;
  },
};

/** For `app/store.ts`: the cart reducer, saved to local storage. */
export const persistedCart = persisted(cartSlice.reducer, cartPersist);
