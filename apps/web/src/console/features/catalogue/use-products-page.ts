import { productListResponse, staffApiPath } from '@mostrador/contract/console';
import { useAddressList } from '../../lib/use-address-list';

/** The catalogue list's state lives in the address (search, published, sort, page), as the orders inbox's. */
export function useProductsPage() {
  const list = useAddressList({
    url: staffApiPath('products'),
    schema: productListResponse,
    filters: ['q', 'published'],
    sort: 'name',
    dir: 'asc',
  });
  return { ...list, q: list.filters.q, published: list.filters.published };
}
