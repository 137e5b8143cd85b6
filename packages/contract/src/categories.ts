import { z as zod } from 'zod/mini';
import { deferred } from './deferred';
import { baseQuery, queryIdFilter, queryWith } from './query';

/** A subgroup as the ERP names it. */
export const subgrupo = deferred(() =>
  zod.object({
    subgrupoid: zod.int(),
    descripcion: zod.string(),
  }),
);
export type Subgrupo = zod.infer<typeof subgrupo>;

/** A group with its subgroups, as the ERP names it; `Image` (a picture's file name) is ours. */
export const grupo = deferred(() =>
  zod.object({
    grupoid: zod.int(),
    descripcion: zod.string(),
    /** Whether the ERP publishes the group to its API clients (always true here: the shop sells them all). */
    aplica_api: zod.boolean(),
    SubGrupos: zod.array(subgrupo),
    /** Not an ERP key: the group's picture (file name, at `/Files/Images/<name>`). */
    Image: zod.optional(zod.string()),
  }),
);
export type Grupo = zod.infer<typeof grupo>;

/** A category with its groups; `Image` is a picture's file name. */
export const categoria = deferred(() =>
  zod.object({
    Categoriaid: zod.int(),
    Descripcion: zod.string(),
    /** The category's picture: a file name, served at `/Files/Images/<name>`. */
    Image: zod.string(),
    Grupos: zod.array(grupo),
    /** Not an ERP key: how many products the category has on sale. */
    Productos: zod.optional(zod.int()),
  }),
);
export type Categoria = zod.infer<typeof categoria>;

/** GET CategoriaApi/GetCategoriasGrupos: the whole tree category → group → subgroup, as a bare array. */
export const categoriasQuery = baseQuery;
export const categoriasResponse = deferred(() => zod.array(categoria));

/**
 * GET GrupoApi/GetSubGrupo?categoriaid=3: that category's groups with their subgroups, as a bare array;
 * `[]` when the id is not a number (`null`, `:categoriaid`) or names no category.
 */
export const subgruposQuery = deferred(() =>
  queryWith(baseQuery, {
    categoriaid: queryIdFilter(),
  }),
);
export type SubgruposQuery = zod.input<typeof subgruposQuery>;
export const subgruposResponse = deferred(() => zod.array(zod.omit(grupo, { aplica_api: true })));
