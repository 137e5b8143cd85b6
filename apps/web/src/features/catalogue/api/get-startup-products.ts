import { noProductFilters, paths } from '@mostrador/contract';
import { apiConfig, apiRequest, baseApi, type Product, productsAnswer } from '../../../lib/api';

/** Spec §7's startup call: GetProductos_V2 with exactly these parameters (`null` = no filter). */
export function startupProductParams(terceroid: number | null) {
  return { ...noProductFilters, length: 0, bodegaid: apiConfig.bodegaid, orden: 0, api: true, terceroid };
}

/** The startup product list (spec §4), as the server prices it for `terceroid` (null: a guest). */
export const startupProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStartupProducts: build.query<Product[], number | null>({
      queryFn: (terceroid) =>
        apiRequest(productsAnswer, paths.getProductos, {
          params: startupProductParams(terceroid),
        }),
      providesTags: ['Product'],
    }),
  }),
});
