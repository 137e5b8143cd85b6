import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from './account-api';

/**
 * A list read page by page ("load more"): `fetchPage(offset)` gives the next page. There may be more
 * while a page comes back as full as the first one.
 */
export function usePages<T>(fetchPage: (offset: number) => Promise<Page<T>>, resetKey: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const pageSize = useRef(0);
  const generation = useRef(0);

  const load = useCallback(
    async (offset: number) => {
      const mine = generation.current;
      setLoading(true);
      setError(null);
      const answer = await fetchPage(offset);
      if (mine !== generation.current) return; // a newer filter won
      setLoading(false);
      if ('error' in answer) {
        setError(answer.error);
        return;
      }
      if (offset === 0) pageSize.current = answer.items.length;
      setItems((old) => (offset === 0 ? answer.items : [...old, ...answer.items]));
      setHasMore(answer.items.length > 0 && answer.items.length >= pageSize.current);
    },
    [fetchPage],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads from the start when the filter changes
  useEffect(() => {
    generation.current++;
    setItems([]);
    void load(0);
  }, [resetKey]);

  return {
    items,
    loading,
    error,
    hasMore,
    loadMore: () => load(items.length),
  };
}
