// A list the server filters, sorts and pages, whose state lives in the address: a reload or a shared link shows
// the same list (the console's orders, customers and products).
import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import { queryOf } from './api';
import { useAnswer } from './use-answer';

export const PAGE_SIZE = 25;

interface AddressList<T, K extends string> {
  /** The API's path; the filters, sort, direction, page and page size are its query. */
  url: string;
  schema: z.ZodMiniType<T>;
  /** The address's filter parameters, passed on as they are. */
  filters: readonly K[];
  /** The sort when the address names none: by name, A to Z, unless the list says otherwise. */
  sort?: string;
  dir?: 'asc' | 'desc';
}

export function useAddressList<T extends { total: number }, K extends string>({
  sort: defaultSort = 'name',
  dir: defaultDir = 'asc',
  ...list
}: AddressList<T, K>) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(list.filters.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const sort = params.get('sort') ?? defaultSort;
  const other = defaultDir === 'asc' ? 'desc' : 'asc';
  const dir = params.get('dir') === other ? other : defaultDir;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const search = queryOf({ ...filters, sort, dir, page, pageSize: PAGE_SIZE });
  const { answer, failed } = useAnswer(`${list.url}${search}`, list.schema);
  /** Sets (or, empty, removes) parameters; any change but the page's starts again at page 1. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const sortBy = (column: string) =>
    update({ sort: column, dir: sort === column && dir === 'asc' ? 'desc' : 'asc' });
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / PAGE_SIZE));
  return { answer, failed, filters, sort, dir, page, pages, update, sortBy };
}
