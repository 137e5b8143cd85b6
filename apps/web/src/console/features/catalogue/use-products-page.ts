import { productListResponse, staffApiPath } from '@mostrador/contract/console';
import { useAddressList } from '../../lib/use-address-list';

/** The catalogue list's state lives in the address (search, published, sort, page), as the orders inbox's. */
export function useProductsPage() {
  return useAddressList({
    url: staffApiPath('products'),
    schema: productListResponse,
    filters: ['q', 'published'],
  });
}
