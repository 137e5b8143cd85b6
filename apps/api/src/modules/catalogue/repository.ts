import { type GetProductosParams, productOrder } from '@mostrador/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { escapeLike, searchText } from '../../lib/text';

export interface ProductFilter {
  codigo?: string | undefined;
  descripcion?: string | undefined;
  nombreFull?: string | undefined;
  categoriaid?: number | undefined;
  grupoid?: number | undefined;
  subgrupoid?: number | undefined;
  precioMin?: number | undefined;
  precioMax?: number | undefined;
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.codigo',
  'p.referencia',
  'p.nombre',
  'p.categoria_id',
  'p.grupo_id',
  'p.subgrupo_id',
  'p.precio1',
  'p.precio2',
  'p.precio3',
  'p.precio4',
  'p.precio5',
  'p.escala_aplica',
  'p.escala',
  'p.disponible',
  'p.imagenes',
  // Sanitised when written (migrations/170); the raw text only for a row still without it.
  'p.texto_html',
  sql<string | null>`case when p.texto_html is null then p.texto_adicional end`.as('texto_sin_sanear'),
  'p.dimensiones',
  'p.impuesto_porcentaje',
  'p.demo',
] as const;

/**
 * The price at `level` (1..5; a whitelisted column, never user text): the SQL function `price_at_level` of
 * migrations/160, the same rule as packages/domain's `priceAtLevel` (the level's price when above 0, else the
 * list price when above 0, else NULL). Written this way the covering indexes of migrations/160 answer it.
 */
function priceAt(level: number) {
  if (!Number.isInteger(level) || level < 1 || level > 5) throw new RangeError(`price level ${level}`);
  return sql<string | null>`price_at_level(${sql.ref(`p.precio${level}`)}, p.precio1)`;
}

/**
 * Each word must appear in `column` (already lower case without accents). A `%` inside a word matches any
 * text, as in the ERP (`%arroz%`, `arroz%blanco`); every other character, `_` included, matches itself.
 */
function wordsIn(
  eb: ExpressionBuilder<DB & { p: DB['productos'] }, 'p'>,
  column: 'p.busqueda' | 'p.nombre_busqueda',
  text: string,
) {
  const words = searchText(text)
    .split(' ')
    .map((w) => w.split('%').filter(Boolean).map(escapeLike).join('%'))
    .filter(Boolean);
  return eb.and(words.map((w) => eb(column, 'like', `%${w}%`)));
}

export function createCatalogueRepository(db: Database) {
  /** The ids of the active products a filter matches (prices at the level of `price`). */
  function matching(filter: ProductFilter, price: ReturnType<typeof priceAt>) {
    let ids = db.selectFrom('productos as p').select('p.id').where('p.activo', '=', true);
    if (filter.codigo) ids = ids.where('p.codigo', 'ilike', `${escapeLike(filter.codigo)}%`);
    if (filter.descripcion) {
      const text = filter.descripcion;
      ids = ids.where((eb) => wordsIn(eb, 'p.nombre_busqueda', text));
    }
    if (filter.nombreFull) {
      const text = filter.nombreFull;
      ids = ids.where((eb) => wordsIn(eb, 'p.busqueda', text));
    }
    if (filter.categoriaid) ids = ids.where('p.categoria_id', '=', filter.categoriaid);
    if (filter.grupoid) ids = ids.where('p.grupo_id', '=', filter.grupoid);
    if (filter.subgrupoid) ids = ids.where('p.subgrupo_id', '=', filter.subgrupoid);
    if (filter.precioMin !== undefined) ids = ids.where(price, '>=', String(filter.precioMin));
    if (filter.precioMax !== undefined) ids = ids.where(price, '<=', String(filter.precioMax));
    return ids;
  }

  return {
    /** How many active products a filter matches at `level` (the same filter as `products`). */
    async count(filter: ProductFilter, level: number): Promise<number> {
      const row = await db
        .selectFrom(matching(filter, priceAt(level)).as('m'))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /**
     * A page of products. The page's ids are found first, in a query the covering indexes of
     * migrations/002 answer without touching the table (OFFSET then skips index entries, not rows);
     * then only those rows are read. Every order ends on a unique key, so pages never overlap or skip.
     */
    async products(
      filter: ProductFilter,
      level: number,
      order: GetProductosParams['orden'],
      offset: number,
      limit: number,
    ) {
      const price = priceAt(level);
      const byPrice = order === productOrder.priceDesc || order === productOrder.priceAsc;
      const direction = order === productOrder.priceDesc ? 'desc' : 'asc';
      let ids = matching(filter, price);
      ids = byPrice ? ids.orderBy(price, direction).orderBy('p.id', direction) : ids.orderBy('p.codigo');
      ids = ids.offset(offset).limit(limit);

      const rows = db
        .selectFrom('productos as p')
        .innerJoin(ids.as('page'), 'page.id', 'p.id')
        .select([...PRODUCT_COLUMNS, price.as('precio')]);
      return (
        byPrice ? rows.orderBy(price, direction).orderBy('p.id', direction) : rows.orderBy('p.codigo')
      ).execute();
    },

    async product(id: number, level: number) {
      return db
        .selectFrom('productos as p')
        .select([...PRODUCT_COLUMNS, priceAt(level).as('precio')])
        .where('p.id', '=', id)
        .where('p.activo', '=', true)
        .executeTakeFirst();
    },

    async tree() {
      const [categorias, grupos, subgrupos, counts] = await Promise.all([
        db
          .selectFrom('categorias')
          .select(['id', 'nombre'])
          .where('activo', '=', true)
          .orderBy('orden')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('grupos')
          .select(['id', 'categoria_id', 'nombre'])
          .where('activo', '=', true)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('subgrupos')
          .select(['id', 'grupo_id', 'nombre'])
          .where('activo', '=', true)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('productos')
          .select(['categoria_id', sql<number>`count(*)::int`.as('n')])
          .where('activo', '=', true)
          .groupBy('categoria_id')
          .execute(),
      ]);
      return { categorias, grupos, subgrupos, counts };
    },

    /** A category's groups and their subgroups (none when there is no such category). */
    async groupsOf(categoriaid: number) {
      const [grupos, subgrupos] = await Promise.all([
        db
          .selectFrom('grupos')
          .select(['id', 'categoria_id', 'nombre'])
          .where('categoria_id', '=', categoriaid)
          .where('activo', '=', true)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('subgrupos as s')
          .innerJoin('grupos as g', 'g.id', 's.grupo_id')
          .select(['s.id', 's.grupo_id', 's.nombre'])
          .where('g.categoria_id', '=', categoriaid)
          .where('s.activo', '=', true)
          .orderBy('s.id')
          .execute(),
      ]);
      return { grupos, subgrupos };
    },

    /** A picture kept from the ERP or an import (migrations/120), by its file name. */
    async storedPicture(name: string): Promise<{ tipo: string; datos: Uint8Array } | undefined> {
      return db
        .selectFrom('imagenes')
        .select(['tipo', 'datos'])
        .where('nombre', '=', name)
        .executeTakeFirst();
    },

    /** What a picture shows: a product's name and category, or a category/group/subgroup name. */
    async pictureLabel(
      kind: 'p' | 'c' | 'g' | 's',
      id: number,
    ): Promise<{ title: string; group: number; kindName?: string; colors?: string[] } | undefined> {
      if (kind === 'p') {
        const row = await db
          .selectFrom('productos as p')
          .leftJoin('subgrupos as s', 's.id', 'p.subgrupo_id')
          .select(['p.nombre', 'p.categoria_id', 'p.demo', 's.nombre as subgrupo'])
          .where('p.id', '=', id)
          .executeTakeFirst();
        return (
          row && {
            title: row.nombre,
            group: row.categoria_id,
            kindName: row.subgrupo ?? '',
            colors: row.demo?.variation?.map((v) => v.color) ?? [],
          }
        );
      }
      if (kind === 'c') {
        const row = await db
          .selectFrom('categorias')
          .select(['nombre', 'id'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { title: row.nombre, group: row.id };
      }
      if (kind === 'g') {
        const row = await db
          .selectFrom('grupos')
          .select(['nombre', 'categoria_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        return row && { title: row.nombre, group: row.categoria_id };
      }
      const row = await db
        .selectFrom('subgrupos as s')
        .innerJoin('grupos as g', 'g.id', 's.grupo_id')
        .select(['s.nombre', 'g.categoria_id'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      return row && { title: row.nombre, group: row.categoria_id };
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type ProductRecord = Awaited<ReturnType<CatalogueRepository['products']>>[number];
