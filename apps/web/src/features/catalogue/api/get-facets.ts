import { contarFacetasAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, type ProductFilter, productListParams } from '../../../lib/api';

/** A facet of the products a filter matches (brand, colour, size, an attribute) and its values' counts. */
export interface FacetCount {
  name: string;
  values: Array<{ value: string; count: number }>;
}

/**
 * The facets of what the filter matches (the shop's own ContarFacetas): a facet's counts follow every other
 * filter, not its own choice.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFacets: build.query<FacetCount[], ProductFilter>({
      queryFn: (filter) =>
        apiRequest(contarFacetasAnswer, paths.contarFacetas, {
          params: productListParams({ ...filter, offset: 0, pageSize: 1 }),
        }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetFacetsQuery } = api;
