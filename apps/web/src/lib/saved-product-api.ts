import { getProductoDataAnswer, paths } from '@mostrador/contract';
import { apiConfig, apiRequest, baseApi, getSessionTerceroid, type Product, toProduct } from './api';

/** A saved product (wishlist, compare) as the server prices it now (the customer's level once logged in). */
const savedProductApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedProduct: build.query<Product, number>({
      queryFn: async (productoid) => {
        const answer = await apiRequest(getProductoDataAnswer, paths.getProductoData, {
          params: { productoid, bodegaid: apiConfig.bodegaid, terceroid: getSessionTerceroid() },
        });
        return answer.error ? { error: answer.error } : { data: toProduct(answer.data.Producto) };
      },
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useSavedProductQuery } = savedProductApi;
