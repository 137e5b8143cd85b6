import { listReducer } from './wishlist';

/** Spec §4 compare: the list rules, where removing all earns "Removed From Compare" too. */
export const compareReducer = listReducer({
  added: 'compareAdded',
  removed: 'compareRemoved',
  removedAll: 'compareRemoved',
});
