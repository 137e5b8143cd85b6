import type { Notice } from '@mostrador/domain';
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Product } from './api';
import { useGetSavedProductQuery } from './api/get-saved-product';
import { notify } from './notify';
import { persisted, resetState } from './persist';
import { type ProductListState, productListPersist } from './saved-product';

/** One entry of a kept list: the product's id and what the list keeps of it. */
export interface KeptItem<P> {
  id: number;
  product: P;
}

export type KeptListAction<I> =
  | { type: 'add'; item: I }
  | { type: 'delete'; id: number }
  | { type: 'deleteAll' };

/** The list's rules (the domain's reducer of the list): the next items, and the notice the change earns. */
export type KeptListRules<I> = (
  items: readonly I[],
  action: KeptListAction<I>,
) => { items: I[]; notice: Notice | null };

/** How a list keeps its products: the fields it keeps, and how it reads them back from local storage. */
export interface KeptProduct<P> {
  /** Only what the list keeps of a product (a product page's product carries more). */
  keep: (p: P) => P;
  /** A stored product, or null when it is not one. */
  read: (raw: unknown) => P | null;
  /** A product stored by version 1 (the server's records as they came), or null. */
  readV1: (raw: unknown) => P | null;
}

/**
 * A list of products the buyer keeps in this browser (wishlist, compare): its slice (under `name` in the
 * store, saved to local storage), whose every change goes through the domain's `rules`, and its hooks: the
 * items (`useItems`), and add, remove and clear (`useActions`).
 */
export function keptList<P extends { id: number }>(
  name: string,
  kept: KeptProduct<P>,
  rules: KeptListRules<KeptItem<P>>,
) {
  type State = ProductListState<P>;
  const initialState: State = { items: [] };
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      changed(state, action: PayloadAction<KeptListAction<KeptItem<P>>>) {
        return { items: rules(state.items as KeptItem<P>[], action.payload).items };
      },
    },
    extraReducers: (builder) => builder.addCase(resetState, () => initialState),
  });
  const { changed } = slice.actions;
  const spec = productListPersist(name, kept.read, kept.readV1);
  const select = (s: object): KeptItem<P>[] =>
    (s as Record<string, State | undefined>)[name]?.items ?? initialState.items;
  const toItem = (p: P): KeptItem<P> => ({ id: p.id, product: kept.keep(p) });

  /** Add (a product already there is refused), delete and delete all, each with its notice; each says whether it changed. */
  const actions = (dispatch: Dispatch, getState: () => object) => {
    const run = (action: KeptListAction<KeptItem<P>>): boolean => {
      const result = rules(select(getState()), action);
      dispatch(changed(action));
      if (result.notice) notify(result.notice);
      return result.notice !== null;
    };
    return {
      add: (p: P) => run({ type: 'add', item: toItem(p) }),
      remove: (id: number) => run({ type: 'delete', id }),
      clear: () => run({ type: 'deleteAll' }),
    };
  };

  const useItems = (): KeptItem<P>[] => useSelector(select);
  const useActions = () => {
    const dispatch = useDispatch();
    const store = useStore<object>();
    return useMemo(() => actions(dispatch, store.getState), [dispatch, store]);
  };

  return {
    changed,
    toItem,
    select,
    actions,
    persist: spec,
    persisted: persisted(slice.reducer, spec),
    useItems,
    useActions,
  };
}

/** A saved item's product as the server prices it now, else as it was saved. */
export function useFreshProduct<P>(item: KeptItem<P>): Product | P {
  return useGetSavedProductQuery(item.id).data ?? item.product;
}
