import { type Notice, notice } from './notices';

export interface ListItem {
  id: number;
}

/** What a list of products kept by id (the wishlist, the compare list) is asked to do. */
export type ListAction<T extends ListItem = ListItem> =
  | { type: 'add'; item: T }
  | { type: 'delete'; id: number }
  | { type: 'deleteAll' };
export type WishlistAction<T extends ListItem = ListItem> = ListAction<T>;

export interface ListResult<T extends ListItem = ListItem> {
  items: T[];
  notice: Notice | null;
}

/** Appends when the id is absent. A duplicate add returns the list unchanged and notice null. */
export function addIfAbsent<T extends ListItem>(items: readonly T[], item: T, added: Notice): ListResult<T> {
  if (items.some((i) => i.id === item.id)) return { items: [...items], notice: null };
  return { items: [...items, item], notice: added };
}

/** Removes the id; notice null when it was not there. */
export function deleteById<T extends ListItem>(
  items: readonly T[],
  id: number,
  removed: Notice,
): ListResult<T> {
  const next = items.filter((i) => i.id !== id);
  return { items: next, notice: next.length === items.length ? null : removed };
}

/** Empties the list; notice null when it was empty already. */
export function removeAll<T extends ListItem>(items: readonly T[], removed: Notice): ListResult<T> {
  return { items: [], notice: items.length > 0 ? removed : null };
}

/** Spec §4 wishlist. A transition that changes nothing (duplicate add, unknown id, empty list) earns no notice. */
export function wishlistReducer<T extends ListItem>(
  items: readonly T[],
  action: WishlistAction<T>,
): ListResult<T> {
  switch (action.type) {
    case 'add':
      return addIfAbsent(items, action.item, notice('success', 'wishlistAdded'));
    case 'delete':
      return deleteById(items, action.id, notice('error', 'wishlistRemoved'));
    case 'deleteAll':
      return removeAll(items, notice('error', 'wishlistRemovedAll'));
  }
}
