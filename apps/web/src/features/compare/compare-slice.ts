import { type Product, product } from '@mostrador/contract';
import { type CompareAction, compareReducer, type ListResult } from '@mostrador/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, type PersistSpec, persisted, resetState } from '../../lib/persist';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export const compareProduct = product.pick({
  Productoid: true,
  Producto_cod: true,
  Referencia: true,
  Producto: true,
  Categoriaid: true,
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

export const comparePersist: PersistSpec<CompareState> = {
  key: 'compare',
  version: 1,
  parse(raw) {
    if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
    const items: CompareItem[] = [];
    for (const entry of raw.items) {
      if (!isRecord(entry)) return null;
      const parsed = compareProduct.safeParse(entry.product);
      if (!parsed.success || entry.id !== parsed.data.Productoid) return null;
      if (items.some((i) => i.id === parsed.data.Productoid)) return null;
      items.push({ id: parsed.data.Productoid, product: parsed.data });
    }
    return { items };
  },
};

export const persistedCompare = persisted(compareSlice.reducer, comparePersist);
