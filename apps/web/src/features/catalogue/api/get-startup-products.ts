import { paths } from '@mostrador/contract';
import { apiRequest, baseApi, type Product, productsAnswer, startupProductParams } from '../../../lib/api';

/** The startup product list (spec §4), as the server prices it for a customer (null: a guest). */
export const startupProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStartupProducts: build.query<Product[], number | null>({
      queryFn: (customerId) =>
        apiRequest(productsAnswer, paths.getProductos, {
          params: startupProductParams(customerId),
        }),
      providesTags: ['Product'],
    }),
  }),
});
