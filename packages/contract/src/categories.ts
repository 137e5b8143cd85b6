import { z } from 'zod/mini';
import { baseQuery, queryIdFilter, queryWith } from './query';

/** A subgroup as the ERP names it. */
export const subgrupo = z.object({
  subgrupoid: z.int(),
  descripcion: z.string(),
});
export type Subgrupo = z.infer<typeof subgrupo>;

/** A group with its subgroups, as the ERP names it; `Image` (a picture's file name) is ours. */
export const grupo = z.object({
  grupoid: z.int(),
  descripcion: z.string(),
  /** Whether the ERP publishes the group to its API clients (always true here: the shop sells them all). */
  aplica_api: z.boolean(),
  SubGrupos: z.array(subgrupo),
  /** Not an ERP key: the group's picture (file name, at `/Files/Images/<name>`). */
  Image: z.optional(z.string()),
});
export type Grupo = z.infer<typeof grupo>;

/** A category with its groups; `Image` is a picture's file name. */
export const categoria = z.object({
  Categoriaid: z.int(),
  Descripcion: z.string(),
  /** The category's picture: a file name, served at `/Files/Images/<name>`. */
  Image: z.string(),
  Grupos: z.array(grupo),
  /** Not an ERP key: how many products the category has on sale. */
  Productos: z.optional(z.int()),
});
export type Categoria = z.infer<typeof categoria>;

/** GET CategoriaApi/GetCategoriasGrupos: the whole tree category → group → subgroup, as a bare array. */
export const categoriasQuery = baseQuery;
export const categoriasResponse = z.array(categoria);

/**
 * GET GrupoApi/GetSubGrupo?categoriaid=3: that category's groups with their subgroups, as a bare array;
 * `[]` when the id is not a number (`null`, `:categoriaid`) or names no category.
 */
export const subgruposQuery = queryWith(baseQuery, {
  categoriaid: queryIdFilter(),
});
export type SubgruposQuery = z.input<typeof subgruposQuery>;
export const subgruposResponse = z.array(z.omit(grupo, { aplica_api: true }));
