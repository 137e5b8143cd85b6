import { getProductosAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, type Product, productListParams, toProduct } from '../../../lib/api';

const RELATED = 4;

/** Other products of the same category. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRelatedProducts: build.query<Product[], { categoriaid: number; exclude: number }>({
      queryFn: async ({ categoriaid, exclude }) => {
        const answer = await apiRequest(getProductosAnswer, paths.getProductos, {
          params: productListParams({ categoriaid, pageSize: RELATED + 1 }),
        });
        if (answer.error) return { error: answer.error };
        return {
          data: answer.data
            .map(toProduct)
            .filter((p) => p.id !== exclude)
            .slice(0, RELATED),
        };
      },
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetRelatedProductsQuery } = api;
