import { getProductosAnswer, paths } from '@mostrador/contract';
import { choosesSize } from '@mostrador/domain';
import { apiRequest, baseApi, productListParams, toProduct } from '../../../lib/api';

/** Codes of the catalogue's first products in stock, for the sample CSV (its rows then check as valid). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSampleCodes: build.query<string[], void>({
      queryFn: async () => {
        const answer = await apiRequest(getProductosAnswer, paths.getProductos, {
          params: productListParams({ pageSize: 12 }),
        });
        if (answer.error) return { error: answer.error };
        const inStock = answer.data
          .map(toProduct)
          // A product in colours and sizes cannot be ordered by its code alone.
          .filter((p) => p.stock > 0 && !choosesSize(p))
          .map((p) => p.code);
        return { data: inStock.slice(0, 3) };
      },
    }),
  }),
});

export const { useGetSampleCodesQuery } = api;
