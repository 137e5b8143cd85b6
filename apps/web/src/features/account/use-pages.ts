import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiDispatch } from '../../lib/api';
import { type DocumentsEndpoint, fresh, type LoadError, type Page, page } from './load-page';

/**
 * A list read page by page ("load more"): `fetchPage(offset)` gives the next page; the list starts again
 * when `resetKey` changes (the customer, a filter), with the `fetchPage` of that render. The server does not say
 * its page size nor how many there are, so after each page the next one is looked at: "load more" shows only
 * when it has something (13 receipts on a first page of 13 showed a button that added nothing).
 */
export function usePages<T>(fetchPage: (offset: number) => Promise<Page<T>>, resetKey: string) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<LoadError | null>(null);
  const [hasMore, setHasMore] = useState(false);
  // Some of the list could not be read (its first page said so): what is shown is not all there is.
  const [incomplete, setIncomplete] = useState(false);
  const shownIncomplete = useRef(false);
  // Where the rows "load more" brought start (a new object each time): the table puts focus there.
  const [appended, setAppended] = useState<{ at: number } | null>(null);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const load = useCallback(async (offset: number): Promise<void> => {
    const mine = generation.current;
    const fetchPage = fetchRef.current;
    setLoading(true);
    setError(null);
    const answer = await fetchPage(offset);
    if (mine !== generation.current) return; // a newer filter won
    setLoading(false);
    if ('error' in answer) {
      setError(answer.error);
      return;
    }
    const partial = answer.incomplete === true;
    // A list that became whole, or lost a part, since its first page (the ERP came back, or went down): its
    // pages no longer follow each other, so it is read again from the start.
    if (offset > 0 && partial !== shownIncomplete.current) return load(0);
    shownIncomplete.current = partial;
    setIncomplete(partial);
    setItems((old) => (offset === 0 ? answer.items : [...old, ...answer.items]));
    setAppended(offset === 0 || answer.items.length === 0 ? null : { at: offset });
    setHasMore(false);
    if (answer.items.length === 0) return;
    const next = await fetchPage(offset + answer.items.length);
    if (mine !== generation.current) return;
    setHasMore(!('error' in next) && next.items.length > 0);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads from the start when the filter changes
  useEffect(() => {
    generation.current++;
    setItems([]);
    setIncomplete(false);
    setAppended(null);
    void load(0);
  }, [resetKey]);

  return {
    items,
    loading,
    error,
    hasMore,
    incomplete,
    appended,
    loadMore: () => load(items.length),
  };
}

/** A customer's documents of one kind, read with their `endpoint` page by page, fresh. */
export function useDocumentPages<T>(endpoint: DocumentsEndpoint<T>, customerId: number) {
  const dispatch = useApiDispatch();
  return usePages(
    async (offset) => page(await dispatch(endpoint.initiate({ customerId, offset }, fresh))),
    String(customerId),
  );
}
