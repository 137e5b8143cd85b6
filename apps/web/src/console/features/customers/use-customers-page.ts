import { customerListResponse, staffApiPath } from '@mostrador/contract/console';
import { useAddressList } from '../../lib/use-address-list';

/** The list's search, level, sort and page live in the address: a reload or a shared link shows the same list. */
export function useCustomersPage() {
  return useAddressList({
    url: staffApiPath('customers'),
    schema: customerListResponse,
    filters: ['q', 'level'],
  });
}
