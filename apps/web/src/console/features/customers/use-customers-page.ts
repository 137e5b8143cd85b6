import {
  type CustomerRow,
  type CustomerSort,
  customerListResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi, queryOf } from '../../lib/api';

export const PAGE_SIZE = 25;

/** The list's search, level, sort and page live in the address: a reload or a shared link shows the same list. */
export function useCustomersPage() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ customers: CustomerRow[]; total: number; erpMode: boolean } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const q = params.get('q') ?? '';
  const level = params.get('level') ?? '';
  const sort = (params.get('sort') ?? 'name') as CustomerSort;
  const dir = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const search = queryOf({ q, level, sort, dir, page, pageSize: PAGE_SIZE });
  useEffect(() => {
    let live = true;
    callApi(`${staffApiPath('customers')}${search}`, customerListResponse)
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
  const sortBy = (id: CustomerSort) =>
    update({ sort: id, dir: sort === id && dir === 'asc' ? 'desc' : 'asc' });
  const pages = Math.max(1, Math.ceil((answer?.total ?? 0) / PAGE_SIZE));
  return { answer, failed, q, level, sort, dir, page, pages, update, sortBy };
}
