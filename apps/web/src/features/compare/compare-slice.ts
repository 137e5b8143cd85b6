import { pickProduct } from '@mostrador/contract';
import { compareReducer, notice } from '@mostrador/domain';
import {
  type SavedItem,
  type SavedListRules,
  savedList,
  useSavedItems,
  useSavedListActions,
} from '../../lib/saved-list';
import { savedProductFields } from '../../lib/saved-product';

/** What the compare list keeps of a product: what the side-by-side table shows. */
export const compareProduct = pickProduct({
  ...savedProductFields,
  Referencia: true,
  Categoriaid: true,
  rating: true,
  category: true,
});
export type CompareProduct = ReturnType<typeof compareProduct.parse>;
export type CompareItem = SavedItem<CompareProduct>;

/** The domain's compare rules (add, delete), and "remove all", which earns "Removed From Compare" when it removed any. */
const compareRules: SavedListRules<CompareItem> = (items, action) =>
  action.type === 'deleteAll'
    ? { items: [], notice: items.length > 0 ? notice('error', 'compareRemoved') : null }
    : compareReducer(items, action);

export const compare = savedList('compare', compareProduct, compareRules);

export const persistedCompare = compare.persisted;
export const useCompareList = () => useSavedItems(compare);
export const useCompareActions = () => useSavedListActions(compare);
