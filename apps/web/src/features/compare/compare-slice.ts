import { compareReducer } from '@mostrador/domain';
import {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  toComparedProduct,
} from '../../lib/api';
import { type KeptItem, keptList, useKeptItems, useKeptListActions } from '../../lib/kept-products';
import { readWith } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export type CompareProduct = ComparedProduct;
export type CompareItem = KeptItem<CompareProduct>;

/** The compare list (spec §4): a kept list (this browser's) whose every change goes through the domain's compare rules. */
export const compare = keptList(
  'compare',
  { keep: toComparedProduct, read: readWith(comparedProductSchema), readV1: comparedProductFromV1 },
  compareReducer,
);

export const persistedCompare = compare.persisted;
export const useCompareList = () => useKeptItems(compare);
export const useCompareActions = () => useKeptListActions(compare);
