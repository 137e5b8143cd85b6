import { type ListAction, type ListItem, listReducer } from './wishlist';

export type CompareAction<T extends ListItem = ListItem> = ListAction<T>;

/** Spec §4 compare: the list rules, where removing all earns "Removed From Compare" too. */
export const compareReducer = listReducer({
  added: 'compareAdded',
  removed: 'compareRemoved',
  removedAll: 'compareRemoved',
});
