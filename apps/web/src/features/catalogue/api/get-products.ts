import { contarProductosAnswer, getProductosAnswer, paths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type Product,
  type ProductFilter,
  productListParams,
  toProduct,
} from '../../../lib/api';

export interface ProductPage {
  items: Product[];
  /** True when the server has at least one product after this page. */
  hasMore: boolean;
}

export interface ProductCount {
  total: number;
  suggestion: string | undefined;
}

/** One page of the catalogue (server-side paging: asks one product more than it shows to know if more follow). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductFilter & { pageSize: number }>({
      queryFn: async (filter) => {
        const answer = await apiRequest(getProductosAnswer, paths.getProductos, {
          params: productListParams({ ...filter, pageSize: filter.pageSize + 1 }),
        });
        if (answer.error) return { error: answer.error };
        return {
          data: {
            items: answer.data.slice(0, filter.pageSize).map(toProduct),
            hasMore: answer.data.length > filter.pageSize,
          },
        };
      },
      providesTags: ['Product'],
    }),
    /**
     * How many products the filter matches (the shop's own ContarProductos), for the pager, and the search
     * the server offers when none does ("did you mean").
     */
    countProducts: build.query<ProductCount, ProductFilter>({
      queryFn: async (filter) => {
        const answer = await apiRequest(contarProductosAnswer, paths.contarProductos, {
          params: productListParams({ ...filter, offset: 0, pageSize: 1 }),
        });
        if (answer.error) return { error: answer.error };
        return { data: answer.data };
      },
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetProductsQuery, useCountProductsQuery } = api;
