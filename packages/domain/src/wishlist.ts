import { type Notice, type NoticeKey, notice } from './notices';

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

/** The notices a list's changes earn: an add (success), a delete and a remove-all (error). */
export interface ListNotices {
  added: NoticeKey;
  removed: NoticeKey;
  removedAll: NoticeKey;
}

/**
 * The rules of a list of products kept by id (spec §4: the wishlist, the compare list): add when the id is
 * absent, delete by id, remove all. A transition that changes nothing (duplicate add, unknown id, empty list)
 * returns the items unchanged and earns no notice.
 */
export function listReducer(notices: ListNotices) {
  return <T extends ListItem>(items: readonly T[], action: ListAction<T>): ListResult<T> => {
    switch (action.type) {
      case 'add':
        if (items.some((i) => i.id === action.item.id)) return { items: [...items], notice: null };
        return { items: [...items, action.item], notice: notice('success', notices.added) };
      case 'delete': {
        const next = items.filter((i) => i.id !== action.id);
        return {
          items: next,
          notice: next.length === items.length ? null : notice('error', notices.removed),
        };
      }
      case 'deleteAll':
        return { items: [], notice: items.length > 0 ? notice('error', notices.removedAll) : null };
    }
  };
}

/** Spec §4 wishlist. */
export const wishlistReducer = listReducer({
  added: 'wishlistAdded',
  removed: 'wishlistRemoved',
  removedAll: 'wishlistRemovedAll',
});
