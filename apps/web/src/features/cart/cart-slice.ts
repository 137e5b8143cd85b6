import {
  type CartAction,
  type CartLine,
  cartReducer,
  priceForQuantity,
  stockOf,
  variantProduct,
} from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type SavedProduct, savedProductFromV1, savedProductSchema } from '../../lib/api';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';

export type CartItem = CartLine<SavedProduct>;
export type CartCommand = CartAction<SavedProduct>;

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

type ReadProduct = (raw: unknown) => SavedProduct | null;

const readSavedProduct: ReadProduct = (raw) => {
  const parsed = savedProductSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

function parseLine(raw: unknown, readProduct: ReadProduct): CartItem | null {
  if (!isRecord(raw)) return null;
  const product = readProduct(raw.product);
  const { quantity, cartItemId, comment } = raw;
  if (!product || typeof cartItemId !== 'string' || typeof comment !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const color = raw.selectedProductColor;
  const size = raw.selectedProductSize;
  const stock = stockOf(
    variantProduct(product, typeof color === 'string' ? color : null, typeof size === 'string' ? size : null),
  );
  if (stock !== null && quantity > stock) return null;
  return {
    product,
    quantity,
    cartItemId,
    // priceF is derived, never trusted from storage.
    priceF: priceForQuantity(product, quantity),
    selectedProductColor: typeof color === 'string' ? color : null,
    selectedProductSize: typeof size === 'string' ? size : null,
    comment,
  };
}

function parseCart(readProduct: ReadProduct) {
  return (raw: unknown): CartState | null => {
    if (!isRecord(raw) || !Array.isArray(raw.lines)) return null;
    const lines = raw.lines.map((line) => parseLine(line, readProduct));
    return lines.every((l): l is CartItem => l !== null) ? { lines } : null;
  };
}

/** Version 2 keeps the app's own product (`SavedProduct`); a version 1 cart (wire records) is carried over. */
export const cartPersist: PersistSpec<CartState> = {
  key: 'cart',
  version: 2,
  parse: parseCart(readSavedProduct),
  previous: { version: 1, parse: parseCart(savedProductFromV1) },
};

/** For `app/store.ts`: the cart reducer, saved to local storage. */
export const persistedCart = persisted(cartSlice.reducer, cartPersist);
