import { paths } from '@mostrador/contract';
import { baseApi } from './base-api';
import { apiRequest } from './http';
import { type Product, productDataAnswer } from './product';
import { productParams } from './product-query';

/**
 * GET ProductoApi/GetProductoDataTercero_v2: a kept product (wishlist, compare) or a cart line's, as the server
 * prices it now (the customer's level once logged in). Shared by features, so here, beside the other shared
 * calls (get-categories.ts, get-rates.ts).
 */
const savedProductApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedProduct: build.query<Product, number>({
      queryFn: (productId) =>
        apiRequest(productDataAnswer, paths.getProductoData, { params: productParams(productId) }),
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetSavedProductQuery } = savedProductApi;
/** The endpoint itself, for a product asked outside a render (the cart's re-pricing). */
export const savedProductEndpoint = savedProductApi.endpoints.getSavedProduct;
