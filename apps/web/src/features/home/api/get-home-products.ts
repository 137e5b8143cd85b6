import { getProductosAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, type Product, productListParams, toProduct } from '../../../lib/api';

export const HOME_PRODUCTS = 24;

/** The products a home variant shows: the first ones of its category (all categories when none). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeProducts: build.query<Product[], number | null>({
      queryFn: async (categoriaid) => {
        const answer = await apiRequest(getProductosAnswer, paths.getProductos, {
          params: productListParams({ categoriaid: categoriaid ?? undefined, pageSize: HOME_PRODUCTS }),
        });
        return answer.error ? { error: answer.error } : { data: answer.data.map(toProduct) };
      },
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetHomeProductsQuery } = api;
