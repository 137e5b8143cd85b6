import { notice } from './notices';
import {
  addIfAbsent,
  deleteById,
  type ListAction,
  type ListItem,
  type ListResult,
  removeAll,
} from './wishlist';

export type CompareAction<T extends ListItem = ListItem> = ListAction<T>;

/**
 * Spec §4 compare: add if absent, delete by id, remove all (which earns "Removed From Compare" too). A
 * duplicate add, an unknown id or emptying an empty list earns no notice.
 */
export function compareReducer<T extends ListItem>(
  items: readonly T[],
  action: CompareAction<T>,
): ListResult<T> {
  switch (action.type) {
    case 'add':
      return addIfAbsent(items, action.item, notice('success', 'compareAdded'));
    case 'delete':
      return deleteById(items, action.id, notice('error', 'compareRemoved'));
    case 'deleteAll':
      return removeAll(items, notice('error', 'compareRemoved'));
  }
}
