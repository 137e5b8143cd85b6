import { z } from 'zod/mini';
import { envelope } from './envelope';
import { baseQuery, queryInt, queryIntRequired } from './query';

export const subgrupo = z.object({
  Subgrupoid: z.int(),
  Subgrupo: z.string(),
  Grupoid: z.int(),
  /** Image URL. */
  Imagen: z.string(),
});
export type Subgrupo = z.infer<typeof subgrupo>;

export const grupo = z.object({
  Grupoid: z.int(),
  Grupo: z.string(),
  Categoriaid: z.int(),
  Imagen: z.string(),
  Subgrupos: z.array(subgrupo),
});
export type Grupo = z.infer<typeof grupo>;

export const categoria = z.object({
  Categoriaid: z.int(),
  Categoria: z.string(),
  Imagen: z.string(),
  /** Products in the category (all its groups). */
  Productos: z.int(),
  Grupos: z.array(grupo),
});
export type Categoria = z.infer<typeof categoria>;

/** GET CategoriaApi/GetCategoriasGrupos: the whole tree category → group → subgroup. */
export const categoriasQuery = baseQuery;
export const categoriasResponse = envelope(z.array(categoria));

/** GET GrupoApi/GetSubGrupo?categoriaid=3[&grupoid=12]: the subgroups of a category (or one of its groups). */
export const subgruposQuery = z.extend(baseQuery, {
  categoriaid: queryIntRequired({ min: 1 }),
  grupoid: queryInt({ min: 1 }),
});
export type SubgruposQuery = z.input<typeof subgruposQuery>;
export const subgruposResponse = envelope(z.array(subgrupo));
