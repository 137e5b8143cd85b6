import {
  type InboxOrder,
  type OrderSort,
  orderInboxResponse,
  staffApiPath,
} from '@mostrador/contract/console';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { callApi, queryOf } from '../../lib/api';

export const PAGE_SIZE = 25;
export const FILTER_KEYS = ['q', 'state', 'from', 'to', 'customer', 'number'] as const;

/** The inbox's state lives in the address (filters, sort, page): a reload or a shared link shows the same list. */
export function useOrdersPage() {
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<{ orders: InboxOrder[]; total: number; erpMode: boolean } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const query = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? undefined]));
  const sort = (params.get('sort') ?? 'date') as OrderSort;
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const search = queryOf({ ...query, sort, dir, page, pageSize: PAGE_SIZE });
  useEffect(() => {
    let live = true;
    callApi(`${staffApiPath('orders')}${search}`, orderInboxResponse)
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
  const csvUrl = `${staffApiPath('ordersCsv')}${queryOf({ ...query, sort, dir })}`;
  return { answer, failed, query, sort, dir, page, update, csvUrl };
}
