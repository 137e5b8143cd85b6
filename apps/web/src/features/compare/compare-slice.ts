import { compareReducer } from '@mostrador/domain';
import {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  toComparedProduct,
} from '../../lib/api';
import { type SavedItem, savedList, useSavedItems, useSavedListActions } from '../../lib/saved-list';
import { readWith } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export type CompareProduct = ComparedProduct;
export type CompareItem = SavedItem<CompareProduct>;

/** The compare list (spec §4): a saved list whose every change goes through the domain's compare rules. */
export const compare = savedList(
  'compare',
  { keep: toComparedProduct, read: readWith(comparedProductSchema), readV1: comparedProductFromV1 },
  compareReducer,
);

export const persistedCompare = compare.persisted;
export const useCompareList = () => useSavedItems(compare);
export const useCompareActions = () => useSavedListActions(compare);
