import { type CompareAction, compareReducer, type ListResult } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  toComparedProduct,
} from '../../lib/api';
import { type PersistSpec, persisted, resetState } from '../../lib/persist';
import { productListPersist, readWith } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export type CompareProduct = ComparedProduct;

export interface CompareItem {
  id: number;
  product: CompareProduct;
}

export interface CompareState {
  items: CompareItem[];
}

const initialState: CompareState = { items: [] };

export function toCompareItem(p: CompareProduct): CompareItem {
  return { id: p.id, product: toComparedProduct(p) };
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

export const comparePersist: PersistSpec<CompareState> = productListPersist(
  'compare',
  readWith(comparedProductSchema),
  comparedProductFromV1,
);

export const persistedCompare = persisted(compareSlice.reducer, comparePersist);
