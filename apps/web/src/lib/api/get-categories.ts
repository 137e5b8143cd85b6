import { type Categoria, categoriasResponse, paths } from '@mostrador/contract';
import { baseApi } from './base-api';
import { apiRequest } from './http';

/** The category → group → subgroup tree of the catalogue's filters. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Categoria[], void>({
      queryFn: () => apiRequest(categoriasResponse, paths.categorias),
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoriesQuery } = api;
