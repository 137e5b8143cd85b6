import { type OrderSort, orderInboxResponse, staffApiPath } from '@mostrador/contract/console';
import { queryOf } from '../../lib/api';
import { useAddressList } from '../../lib/use-address-list';

export const FILTER_KEYS = ['q', 'state', 'from', 'to', 'customer', 'number'] as const;

/** The inbox's state lives in the address (filters, sort, page): a reload or a shared link shows the same list. */
export function useOrdersPage() {
  const list = useAddressList({
    url: staffApiPath('orders'),
    schema: orderInboxResponse,
    filters: FILTER_KEYS,
    sort: 'date',
    dir: 'desc',
  });
  const { filters: query, sort, dir } = list;
  const csvUrl = `${staffApiPath('ordersCsv')}${queryOf({ ...query, sort, dir })}`;
  // A column's first click sorts it newest (or most) first.
  const sortBy = (column: string) =>
    list.update({ sort: column, dir: sort === column && dir === 'desc' ? 'asc' : 'desc' });
  return { ...list, query, sort: sort as OrderSort, csvUrl, sortBy };
}
