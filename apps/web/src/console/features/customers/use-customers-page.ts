import { type CustomerSort, customerListResponse, staffApiPath } from '@mostrador/contract/console';
import { useAddressList } from '../../lib/use-address-list';

/** The list's search, level, sort and page live in the address: a reload or a shared link shows the same list. */
export function useCustomersPage() {
  const list = useAddressList({
    url: staffApiPath('customers'),
    schema: customerListResponse,
    filters: ['q', 'level'],
    sort: 'name',
    dir: 'asc',
  });
  const sortBy = (id: CustomerSort) => list.sortBy(id);
  return { ...list, q: list.filters.q, level: list.filters.level, sort: list.sort as CustomerSort, sortBy };
}
