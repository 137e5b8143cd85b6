import { type CompareAction, notice } from '@mostrador/domain';
import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { notify } from '../../lib/notify';
import {
  type CompareItem,
  type CompareProduct,
  type CompareState,
  compareChanged,
  compareCleared,
  previewCompare,
  selectCompare,
  toCompareItem,
} from './compare-slice';

/** Add (refuses duplicates) and delete, each with the spec's notice; clear empties the list. */
export function useCompareActions() {
  const dispatch = useDispatch();
  const store = useStore<{ compare: CompareState }>();
  return useMemo(() => {
    const run = (action: CompareAction<CompareItem>): boolean => {
      const result = previewCompare(store.getState().compare.items, action);
      dispatch(compareChanged(action));
      if (result.notice) notify(result.notice);
      return result.notice !== null;
    };
    return {
      add: (p: CompareProduct) => run({ type: 'add', item: toCompareItem(p) }),
      remove: (id: number) => run({ type: 'delete', id }),
      clear: () => {
        if (store.getState().compare.items.length === 0) return false;
        dispatch(compareCleared());
        notify(notice('error', 'compareRemoved'));
        return true;
      },
    };
  }, [dispatch, store]);
}

export function useCompareList(): CompareItem[] {
  return useSelector(selectCompare);
}

export function useIsInCompare(id: number): boolean {
  return useSelector((s: { compare: CompareState }) => s.compare.items.some((i) => i.id === id));
}
