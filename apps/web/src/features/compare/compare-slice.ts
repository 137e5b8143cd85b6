import { type Product, pickProduct } from '@mostrador/contract';
import { type CompareAction, compareReducer, type ListResult } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type PersistSpec, persisted, resetState } from '../../lib/persist';
import { productListPersist, savedProductFields } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export const compareProduct = pickProduct({
  ...savedProductFields,
  Referencia: true,
  Categoriaid: true,
  rating: true,
  category: true,
});
export type CompareProduct = ReturnType<typeof compareProduct.parse>;

export interface CompareItem {
  id: number;
  product: CompareProduct;
}

export interface CompareState {
  items: CompareItem[];
}

const initialState: CompareState = { items: [] };

export function toCompareItem(p: Product | CompareProduct): CompareItem {
  return { id: p.Productoid, product: compareProduct.parse(p) };
}

/** A thin wrapper: every change goes through the domain's compare reducer. */
export const compareSlice = createSlice({
  name: 'compare',
  initialState,
  reducers: {
    compareChanged(state, action: PayloadAction<CompareAction<CompareItem>>) {
      state.items = compareReducer(state.items as CompareItem[], action.payload).items;
    },
    compareCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => builder.addCase(resetState, () => initialState),
});
export const { compareChanged, compareCleared } = compareSlice.actions;

export const selectCompare = (s: { compare: CompareState }): CompareItem[] => s.compare.items;

export function previewCompare(
  items: readonly CompareItem[],
  action: CompareAction<CompareItem>,
): ListResult<CompareItem> {
  return compareReducer(items, action);
}

export const comparePersist: PersistSpec<CompareState> = productListPersist('compare', compareProduct);

export const persistedCompare = persisted(compareSlice.reducer, comparePersist);
