import { paths } from '@mostrador/contract';
import { apiRequest, baseApi, type Product, productListParams, productsAnswer } from '../../../lib/api';

export const HOME_PRODUCTS = 24;

/** The products a home variant shows: the first ones of its category (all categories when none). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeProducts: build.query<Product[], number | null>({
      queryFn: (categoriaid) =>
        apiRequest(productsAnswer, paths.getProductos, {
          params: productListParams({ categoriaid: categoriaid ?? undefined, pageSize: HOME_PRODUCTS }),
        }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetHomeProductsQuery } = api;
