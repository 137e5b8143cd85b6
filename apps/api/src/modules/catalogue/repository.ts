import { type FacetChoice, type GetProductosParams, productOrder } from '@mostrador/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { escapeLike, searchText } from '../../lib/text';
import type { SearchTexts } from './search-postings';
import type { SearchWord } from './search-terms';

export interface ProductFilter {
  codigo?: string | undefined;
  descripcion?: string | undefined;
  /** The storefront's search (nombreFull): the text as typed and what stands for each of its words. */
  busqueda?: { texto: string; palabras: SearchWord[] } | undefined;
  categoriaid?: number | undefined;
  grupoid?: number | undefined;
  subgrupoid?: number | undefined;
  precioMin?: number | undefined;
  precioMax?: number | undefined;
  /** The facets chosen: a product has one of the values of each facet named. */
  facetas?: FacetChoice | undefined;
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
  'p.facetas',
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

type ProductsBuilder = ExpressionBuilder<DB & { p: DB['productos'] }, 'p'>;

/** A LIKE pattern (`%` inside matches any text, as in the ERP; every other character matches itself). */
const likePattern = (text: string) => `%${text.split('%').filter(Boolean).map(escapeLike).join('%')}%`;

/** Each word must appear in `column` (already lower case without accents), as `likePattern` reads it. */
function wordsIn(eb: ProductsBuilder, column: 'p.busqueda' | 'p.nombre_busqueda', text: string) {
  const words = searchText(text)
    .split(' ')
    .filter((w) => w.replaceAll('%', '') !== '');
  return eb.and(words.map((w) => eb(column, 'like', likePattern(w))));
}

/**
 * A long number's typo form as a whole word of `busqueda` (a regular expression; `_` any letter, digit or sign
 * a number has inside: "10w40" finds "10w-40", a hyphen left out).
 */
const wholeWord = (form: string) =>
  sql<boolean>`p.busqueda ~ ${`\\m${form.replaceAll('_', '[a-z0-9./-]')}\\M`}`;

/** Each word of a search must appear in `busqueda` in one of the forms that stand for it. */
function searchIn(eb: ProductsBuilder, words: readonly SearchWord[]) {
  return eb.and(
    words.map((w) =>
      eb.or([
        ...w.patterns.map((p) => eb('p.busqueda', 'like', likePattern(p))),
        ...(w.typos ?? []).map(wholeWord),
      ]),
    ),
  );
}

/**
 * A search's relevance, lowest first: 0 the code itself, 1 a name with every word as typed, 2 every word as
 * typed in the code, reference or name, 3 the rest (words found through a typo, singular or plural).
 */
function relevance(search: NonNullable<ProductFilter['busqueda']>) {
  const code = search.texto.trim().toLowerCase();
  const asTyped = (column: 'p.nombre_busqueda' | 'p.busqueda') => {
    const each = search.palabras.map((w) => sql<boolean>`${sql.ref(column)} like ${likePattern(w.typed)}`);
    return each.length > 0 ? sql.join(each, sql` and `) : sql<boolean>`false`;
  };
  return sql<number>`case when lower(p.codigo) = ${code} then 0 when ${asTyped('p.nombre_busqueda')} then 1
    when ${asTyped('p.busqueda')} then 2 else 3 end`;
}

/** A product has one of the chosen values of each facet named (containment: the GIN index of migrations/520). */
function facetsIn(eb: ProductsBuilder, choice: FacetChoice) {
  return eb.and(
    Object.entries(choice).map(([name, values]) =>
      eb.or(values.map((value) => sql<boolean>`p.facetas @> ${JSON.stringify({ [name]: [value] })}::jsonb`)),
    ),
  );
}

/** Which facets a count reads: those named, or every one but those named. */
export type FacetNames = { only: string } | { except: readonly string[] };

/** The ids of the active products a filter matches (prices at the level of `price`). */
function matchingIn(db: Database, filter: ProductFilter, price: ReturnType<typeof priceAt>) {
  let ids = db.selectFrom('productos as p').select('p.id').where('p.activo', '=', true);
  if (filter.codigo) ids = ids.where('p.codigo', 'ilike', `${escapeLike(filter.codigo)}%`);
  if (filter.descripcion) {
    const text = filter.descripcion;
    ids = ids.where((eb) => wordsIn(eb, 'p.nombre_busqueda', text));
  }
  const words = filter.busqueda?.palabras;
  if (words && words.length > 0) ids = ids.where((eb) => searchIn(eb, words));
  if (filter.categoriaid) ids = ids.where('p.categoria_id', '=', filter.categoriaid);
  if (filter.grupoid) ids = ids.where('p.grupo_id', '=', filter.grupoid);
  if (filter.subgrupoid) ids = ids.where('p.subgrupo_id', '=', filter.subgrupoid);
  if (filter.precioMin !== undefined) ids = ids.where(price, '>=', String(filter.precioMin));
  if (filter.precioMax !== undefined) ids = ids.where(price, '<=', String(filter.precioMax));
  const facets = filter.facetas;
  if (facets && Object.keys(facets).length > 0) ids = ids.where((eb) => facetsIn(eb, facets));
  return ids;
}

/** The values of the facets `names` of the products a filter matches, each with how many have it. */
async function facetCounts(db: Database, filter: ProductFilter, level: number, names: FacetNames) {
  const matches = matchingIn(db, filter, priceAt(level)).select('p.facetas');
  const which =
    'only' in names
      ? sql`f.faceta = ${names.only}`
      : names.except.length > 0
        ? sql`not (f.faceta = any(${[...names.except]}::text[]))`
        : sql`true`;
  const { rows } = await sql<{ faceta: string; valor: string; n: number }>`
    select f.faceta, v.valor, count(*)::int as n
    from (${matches}) as m, jsonb_each(m.facetas) as f(faceta, valores),
      jsonb_array_elements_text(f.valores) as v(valor)
    where ${which}
    group by f.faceta, v.valor`.execute(db);
  return rows;
}

/** The words of the active products' names, none with a digit (grouped: `w` each). */
const NAME_WORDS = sql`from productos p, unnest(string_to_array(p.nombre_busqueda, ' ')) as w
  where p.activo and length(w) >= 3 and w !~ '[0-9]'
  group by w`;

/** The products: a filter's page and count, one product, the words of their names. */
function productReads(db: Database) {
  const matching = (filter: ProductFilter, price: ReturnType<typeof priceAt>) =>
    matchingIn(db, filter, price);

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
     * A search in the order by code is ordered by its relevance first (the code order breaks ties).
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
      const ranked = !byPrice && filter.busqueda && filter.busqueda.palabras.length > 0;
      const rank = ranked && filter.busqueda ? relevance(filter.busqueda) : sql<number>`0`;
      const matches = matching(filter, price).select(rank.as('rank'));
      const ids = (
        byPrice
          ? matches.orderBy(price, direction).orderBy('p.id', direction)
          : ranked
            ? matches.orderBy('rank').orderBy('p.codigo')
            : matches.orderBy('p.codigo')
      )
        .offset(offset)
        .limit(limit);

      const rows = db
        .selectFrom('productos as p')
        .innerJoin(ids.as('page'), 'page.id', 'p.id')
        .select([...PRODUCT_COLUMNS, price.as('precio'), 'page.rank']);
      return (
        byPrice
          ? rows.orderBy(price, direction).orderBy('p.id', direction)
          : ranked
            ? rows.orderBy('page.rank').orderBy('p.codigo')
            : rows.orderBy('p.codigo')
      ).execute();
    },

    /** The words of the active products' names (none with a digit) and how many products use each. */
    async vocabulary() {
      const { rows } = await sql<{ palabra: string; n: number }>`
        select w as palabra, count(*)::int as n ${NAME_WORDS}`.execute(db);
      return rows;
    },

    async product(id: number, level: number) {
      return db
        .selectFrom('productos as p')
        .select([...PRODUCT_COLUMNS, priceAt(level).as('precio')])
        .where('p.id', '=', id)
        .where('p.activo', '=', true)
        .executeTakeFirst();
    },
  };
}

/** What a search answered from the postings reads (search-postings.ts): the products' texts, a page's rows. */
function postingsReads(db: Database) {
  return {
    /** The active products' search texts in the order by code, `count` from the code after `after`. */
    async searchTexts(after: string | undefined, count: number): Promise<SearchTexts[]> {
      let rows = db
        .selectFrom('productos as p')
        .select([
          'p.id',
          'p.codigo',
          sql<string>`lower(p.codigo)`.as('codigo_lower'),
          'p.busqueda',
          'p.nombre_busqueda',
        ])
        .where('p.activo', '=', true);
      if (after !== undefined) rows = rows.where('p.codigo', '>', after);
      return rows.orderBy('p.codigo').limit(count).execute();
    },

    /** The active products `ids` priced at `level`, in the order of `ids`. */
    async productsIn(ids: readonly number[], level: number) {
      const rows = await db
        .selectFrom('productos as p')
        .select([...PRODUCT_COLUMNS, priceAt(level).as('precio')])
        .where(sql<boolean>`p.id = any(${[...ids]}::int[])`)
        .where('p.activo', '=', true)
        .execute();
      const place = new Map(ids.map((id, i) => [id, i]));
      return rows.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
    },
  };
}

/** The category tree: categories, groups and subgroups, and how many products each category has. */
function treeReads(db: Database) {
  return {
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
  };
}

/** A category, group or subgroup by its id: its name, and the category it is in (a category's own id). */
const treeNode = {
  c: (db: Database, id: number) =>
    db.selectFrom('categorias').select(['nombre', 'id as categoria_id']).where('id', '=', id),
  g: (db: Database, id: number) =>
    db.selectFrom('grupos').select(['nombre', 'categoria_id']).where('id', '=', id),
  s: (db: Database, id: number) =>
    db
      .selectFrom('subgrupos as s')
      .innerJoin('grupos as g', 'g.id', 's.grupo_id')
      .select(['s.nombre', 'g.categoria_id'])
      .where('s.id', '=', id),
};

/** What a picture shows: a product's name and category, or a category/group/subgroup name. */
async function pictureLabel(
  db: Database,
  kind: 'p' | keyof typeof treeNode,
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
  const row = await treeNode[kind](db, id).executeTakeFirst();
  return row && { title: row.nombre, group: row.categoria_id };
}

export function createCatalogueRepository(db: Database) {
  return {
    ...productReads(db),
    ...postingsReads(db),
    ...treeReads(db),
    /** The values of the facets `names` of the products a filter matches, each with how many have it. */
    facetCounts: (filter: ProductFilter, level: number, names: FacetNames) =>
      facetCounts(db, filter, level, names),

    /** A picture kept from the ERP or an import (migrations/120), by its file name. */
    async storedPicture(name: string): Promise<{ tipo: string; datos: Uint8Array } | undefined> {
      return db
        .selectFrom('imagenes')
        .select(['tipo', 'datos'])
        .where('nombre', '=', name)
        .executeTakeFirst();
    },

    /** What a picture shows: a product's name and category, or a category/group/subgroup name. */
    pictureLabel: (kind: 'p' | 'c' | 'g' | 's', id: number) => pictureLabel(db, kind, id),
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type ProductRecord = Omit<Awaited<ReturnType<CatalogueRepository['products']>>[number], 'rank'>;
