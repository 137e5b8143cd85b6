import { type ProductRow, productListResponse, staffApiPath } from '@mostrador/contract/console';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi, queryOf } from '../../lib/api';

export const PAGE_SIZE = 25;

/** The catalogue list's state lives in the address (search, published, sort, page), as the orders inbox's. */
export function useProductsPage() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ products: ProductRow[]; total: number; readOnly: boolean } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const q = params.get('q') ?? '';
  const published = params.get('published') ?? '';
  const sort = params.get('sort') ?? 'name';
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const search = queryOf({ q, published, sort, dir, page, pageSize: PAGE_SIZE });
  useEffect(() => {
    let live = true;
    callApi(`${staffApiPath('products')}${search}`, productListResponse)
      .then((a) => {
        if (!live) return;
        setAnswer(a);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [search]);
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
  return { answer, failed, q, published, sort, dir, page, pages, update, sortBy };
}
