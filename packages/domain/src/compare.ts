import { notice } from './notices';
import { addIfAbsent, deleteById, type ListItem, type ListResult } from './wishlist';

export type CompareAction<T extends ListItem = ListItem> =
  | { type: 'add'; item: T }
  | { type: 'delete'; id: number };

/** Spec §4 compare: add if absent, delete by id. A duplicate add or an unknown id earns no notice. */
export function compareReducer<T extends ListItem>(
  items: readonly T[],
  action: CompareAction<T>,
): ListResult<T> {
  switch (action.type) {
    case 'add':
      return addIfAbsent(items, action.item, notice('success', 'compareAdded'));
    case 'delete':
      return deleteById(items, action.id, notice('error', 'compareRemoved'));
  }
}
