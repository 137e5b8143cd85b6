import { paths } from '@mostrador/contract';
import { apiConfig, apiRequest, baseApi, getSessionTerceroid, type Product, productDataAnswer } from './api';

/** A saved product (wishlist, compare) as the server prices it now (the customer's level once logged in). */
const savedProductApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savedProduct: build.query<Product, number>({
      queryFn: (productoid) =>
        apiRequest(productDataAnswer, paths.getProductoData, {
          params: { productoid, bodegaid: apiConfig.bodegaid, terceroid: getSessionTerceroid() },
        }),
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useSavedProductQuery } = savedProductApi;
/** The endpoint itself, for a product asked outside a render (the cart's re-pricing). */
export const savedProductEndpoint = savedProductApi.endpoints.savedProduct;
