import { type Categoria, categoriasResponse, paths } from '@mostrador/contract';
import { baseApi } from './base-api';
import { pictureUrl } from './config';
import { apiRequest } from './http';

/** A subgroup of the catalogue tree, in the app's names. */
export interface Subgroup {
  id: number;
  name: string;
}
/** A group of a category, with its picture and subgroups. */
export interface Group {
  id: number;
  name: string;
  image: string;
  subgroups: Subgroup[];
}
/** A category of the catalogue tree (the ERP's `GetCategoriasGrupos`, a bare array on the wire). */
export interface Category {
  id: number;
  name: string;
  image: string;
  /** Products on sale in the category (0 when the server does not say). */
  productCount: number;
  groups: Group[];
}

export function toCategory(c: Categoria): Category {
  return {
    id: c.Categoriaid,
    name: c.Descripcion,
    image: pictureUrl(c.Image),
    productCount: c.Productos ?? 0,
    groups: c.Grupos.map((g) => ({
      id: g.grupoid,
      name: g.descripcion,
      image: pictureUrl(g.Image ?? c.Image),
      subgroups: g.SubGrupos.map((s) => ({ id: s.subgrupoid, name: s.descripcion })),
    })),
  };
}

const categoriesAnswer = { schema: categoriasResponse, data: (tree: Categoria[]) => tree.map(toCategory) };

/** The category → group → subgroup tree of the catalogue's filters. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      queryFn: () => apiRequest(categoriesAnswer, paths.categorias),
      providesTags: ['Category'],
      // Kept while the visitor reads other pages (not RTK's minute): back in the shop, the sidebar's tree is
      // there at once, instead of its one-line placeholder moving the filters below it when the tree comes.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetCategoriesQuery } = api;
