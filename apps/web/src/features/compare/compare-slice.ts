import { compareReducer, notice } from '@mostrador/domain';
import {
  type ComparedProduct,
  comparedProductFromV1,
  comparedProductSchema,
  toComparedProduct,
} from '../../lib/api';
import {
  type SavedItem,
  type SavedListRules,
  savedList,
  useSavedItems,
  useSavedListActions,
} from '../../lib/saved-list';
import { readWith } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export type CompareProduct = ComparedProduct;
export type CompareItem = SavedItem<CompareProduct>;

/** The domain's compare rules (add, delete), and "remove all", which earns "Removed From Compare" when it removed any. */
const compareRules: SavedListRules<CompareItem> = (items, action) =>
  action.type === 'deleteAll'
    ? { items: [], notice: items.length > 0 ? notice('error', 'compareRemoved') : null }
    : compareReducer(items, action);

export const compare = savedList(
  'compare',
  { keep: toComparedProduct, read: readWith(comparedProductSchema), readV1: comparedProductFromV1 },
  compareRules,
);

export const persistedCompare = compare.persisted;
export const useCompareList = () => useSavedItems(compare);
export const useCompareActions = () => useSavedListActions(compare);
