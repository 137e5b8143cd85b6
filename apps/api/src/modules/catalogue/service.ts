import { type FacetChoice, type ProductOrder, productOrder } from '@mostrador/contract';
import type { Versions } from '../../db/catalogue-version';
import type { ProductDemo } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Facets } from '../../lib/facets';
import { nullableNumericToWire, numericToWire } from '../../lib/money';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { choiceWithout, type FacetCount, facetList } from './facets';
import type { CatalogueRepository, ProductRecord } from './repository';
import { type Postings, postingsMatch } from './search-postings';
import { didYouMean, searchWords, type Vocabulary } from './search-terms';

/** The picture of a product without pictures (a file name, like every picture in a record). */
export const PLACEHOLDER_IMAGE = 'placeholder.svg';

/** A product of the catalogue at a customer's price level; amounts in major units (decimals). */
export interface CatalogueProduct {
  id: number;
  code: string;
  reference: string;
  name: string;
  categoryId: number;
  groupId: number;
  subgroupId: number;
  /** The price at the asking customer's level; 0 when it has none there nor a list price (an order refuses it). */
  price: number;
  /** The price per level, index 0 = level 1 (the list price); null where the level has none. */
  levels: Array<number | null>;
  /** Whether the volume tiers apply. */
  tiersApply: boolean;
  /** The volume tiers as stored (JSON text), or null. */
  tiers: string | null;
  stock: number;
  /** Picture file names (a placeholder's when the product has none). */
  pictures: string[];
  /** The description as sanitised HTML, or null. */
  descriptionHtml: string | null;
  dimensions: string | null;
  /** The product's tax rate in percent (its own, else the shop's default). */
  taxPercent: number;
  /** The optional demo fields of the specification, as stored. */
  demo: ProductDemo;
  /** Its brand, colours, sizes and attributes (lib/facets.ts). */
  facets: Facets;
}

/**
 * The active products of `ids` at a price level, in the order of `ids`; `at`: the catalogue's versions the
 * request has read (cache.ts), when it has.
 */
export type ProductsIn = (
  ids: readonly number[],
  level: number,
  at?: Versions,
) => Promise<CatalogueProduct[]>;

/** A category with its groups and how many products it has on sale. */
export interface CategoryNode {
  id: number;
  name: string;
  picture: string;
  groups: GroupNode[];
  products: number;
}
export interface GroupNode {
  id: number;
  name: string;
  subgroups: Array<{ id: number; name: string }>;
  picture: string;
}

/** What GetProductos_V2 asks for, in our words (routes.ts reads it from the query). */
export interface ProductQuery {
  code?: string | undefined;
  description?: string | undefined;
  /** Text over code, reference and name, forgiving (search-terms.ts; `%` matches any text). */
  text?: string | undefined;
  /** 0 or undefined: every category (group, subgroup). */
  categoryId?: number | undefined;
  groupId?: number | undefined;
  subgroupId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  order?: ProductOrder | undefined;
  offset?: number | undefined;
  pageSize?: number | undefined;
  /** The facets chosen (a product has one of the values of each). */
  facets?: FacetChoice | undefined;
}

/** A product row at a level; `defaultTaxPercent` stands for the rate of a product that has none of its own. */
export function toProduct(row: ProductRecord, defaultTaxPercent: number): CatalogueProduct {
  const images = row.imagenes;
  return {
    id: row.id,
    code: row.codigo,
    reference: row.referencia,
    name: row.nombre,
    categoryId: row.categoria_id,
    groupId: row.grupo_id,
    subgroupId: row.subgrupo_id,
    // No price at this level nor a list price (priceAtLevel: null): shown as 0; an order refuses it.
    price: row.precio === null ? 0 : numericToWire(row.precio),
    levels: [row.precio1, row.precio2, row.precio3, row.precio4, row.precio5].map(nullableNumericToWire),
    tiersApply: row.escala_aplica,
    tiers: row.escala,
    stock: row.disponible,
    pictures: images.length > 0 ? images : [PLACEHOLDER_IMAGE],
    // Stored sanitised (db/descriptions.ts); a row not yet filled is sanitised here, never sent raw.
    descriptionHtml:
      row.texto_html ?? (row.texto_sin_sanear === null ? null : sanitizeHtml(row.texto_sin_sanear)),
    dimensions: row.dimensiones,
    taxPercent: row.impuesto_porcentaje === null ? defaultTaxPercent : Number(row.impuesto_porcentaje),
    demo: row.demo ?? {},
    facets: row.facetas,
  };
}

export interface CatalogueSettings {
  pageSize: number;
  /** The tax rate of a product without one of its own (TAX_PERCENT). */
  defaultTaxPercent: number;
}

/** The repository's filter from a product query (a price range upside down is a 400). */
function filterOf(q: ProductQuery, vocabulary: Vocabulary | undefined) {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw badRequest('Parámetro inválido: precio_min no puede ser mayor que precio_max');
  }
  return {
    codigo: q.code,
    descripcion: q.description,
    busqueda: q.text && vocabulary ? { texto: q.text, palabras: searchWords(q.text, vocabulary) } : undefined,
    // 0 means "all", as the ERP's clients send it.
    categoriaid: q.categoryId || undefined,
    grupoid: q.groupId || undefined,
    subgrupoid: q.subgroupId || undefined,
    precioMin: q.minPrice,
    precioMax: q.maxPrice,
    facetas: q.facets,
  };
}

/** How many products a query matches and, when none does, a search that finds some ("did you mean"). */
export interface CatalogueCount {
  total: number;
  suggestion?: string;
}

/** Whether a query only searches (no other filter), in the order by code: the order its relevance leads. */
const onlySearches = (q: ProductQuery) =>
  !!q.text &&
  !q.code &&
  !q.description &&
  !q.categoryId &&
  !q.groupId &&
  !q.subgroupId &&
  q.minPrice === undefined &&
  q.maxPrice === undefined &&
  Object.keys(q.facets ?? {}).length === 0 &&
  (q.order ?? productOrder.code) === productOrder.code;

/**
 * A search's matches from the postings kept in memory (search-postings.ts), when it only searches, its words
 * have no `%` and one has no digit, and the postings for the products' current version are read; else
 * undefined (SQL).
 */
async function postingsMatchOf(
  q: ProductQuery,
  base: ReturnType<typeof filterOf>,
  postings: () => Promise<Postings | undefined>,
) {
  const words = base.busqueda?.palabras;
  if (!q.text || !words || !onlySearches(q)) return undefined;
  const kept = await postings();
  return kept && postingsMatch(words, q.text, kept);
}

/**
 * The catalogue's reads. `at`, where a method takes it: the catalogue's versions its request has read (cache.ts
 * hands them to a build), so the words, postings and products it looks up are kept under that one read; without
 * it each lookup reads them.
 */
export function createCatalogueService(
  repository: CatalogueRepository,
  settings: CatalogueSettings,
  vocabulary: (at?: Versions) => Promise<Vocabulary>,
  postings: (at?: Versions) => Promise<Postings | undefined> = async () => undefined,
  /** Keeps the products a search's page shows (kept-products.ts); by default none are kept. */
  keep: (read: ProductsIn) => ProductsIn = (read) => read,
) {
  const productsIn = keep(async (ids, level) =>
    (await repository.productsIn(ids, level)).map((row) => toProduct(row, settings.defaultTaxPercent)),
  );
  /** The repository's filter, with the catalogue's words when the query searches. */
  const filter = async (q: ProductQuery, at: Versions | undefined) =>
    filterOf(q, q.text ? await vocabulary(at) : undefined);
  const searched = (q: ProductQuery, base: ReturnType<typeof filterOf>, at: Versions | undefined) =>
    postingsMatchOf(q, base, () => postings(at));

  /**
   * How many products a query matches: from the postings when it only searches (in any order) and they can
   * count it (search-postings.ts `fewEntries`), else in SQL.
   */
  async function countOf(q: ProductQuery, level: number, at: Versions | undefined) {
    const base = await filter(q, at);
    const match = await searched({ ...q, order: undefined }, base, at);
    return match?.count() ?? repository.count(base, level);
  }

  return {
    /**
     * How many products a query's filters match at `level` (its paging and order ignored); when none and the
     * query searches, the search with its unknown words corrected, if that finds products.
     */
    async count(q: ProductQuery, level: number, at?: Versions): Promise<CatalogueCount> {
      const total = await countOf(q, level, at);
      if (total > 0 || !q.text) return { total };
      const suggestion = didYouMean(q.text, await vocabulary(at));
      if (suggestion === undefined) return { total };
      const found = await countOf({ ...q, text: suggestion }, level, at);
      return found > 0 ? { total, suggestion } : { total };
    },

    /**
     * The facets of the products a query matches at `level`, with counts: a facet's own choice is left out of
     * its counts (its other values stay choosable); every other filter holds.
     */
    async facets(q: ProductQuery, level: number, at?: Versions): Promise<FacetCount[]> {
      const choice = q.facets ?? {};
      const chosen = Object.keys(choice);
      const base = await filter(q, at);
      const counted = await Promise.all([
        repository.facetCounts(base, level, { except: chosen }),
        ...chosen.map((name) =>
          repository.facetCounts({ ...base, facetas: choiceWithout(choice, name) }, level, { only: name }),
        ),
      ]);
      return facetList(counted.flat(), choice);
    },

    /**
     * A page of products priced at `level`. A search with no other filter, in the order by code, is found in the
     * postings kept in memory when a word has no digit and none has `%` (`postingsMatch`): the page SQL gives, without
     * reading every match, its products from those kept (kept-products.ts); any other query reads them in SQL.
     */
    async products(q: ProductQuery, level: number, at?: Versions): Promise<CatalogueProduct[]> {
      const base = await filter(q, at);
      const offset = q.offset ?? 0;
      const limit = q.pageSize ?? settings.pageSize;
      const match = await searched(q, base, at);
      if (match) return productsIn(match.page(offset, limit), level, at);
      const rows = await repository.products(base, level, q.order ?? 0, offset, limit);
      return rows.map((row) => toProduct(row, settings.defaultTaxPercent));
    },

    async product(id: number, level: number): Promise<CatalogueProduct> {
      const row = await repository.product(id, level);
      if (!row) throw notFound(`Producto no encontrado: ${id}`);
      return toProduct(row, settings.defaultTaxPercent);
    },

    /** The category tree: categories, their groups and subgroups. */
    async tree(): Promise<CategoryNode[]> {
      const { categorias, grupos, subgrupos, counts } = await repository.tree();
      const perCategory = new Map(counts.map((c) => [c.categoria_id, c.n]));
      return categorias.map((c) => ({
        id: c.id,
        name: c.nombre,
        picture: `c${c.id}.webp`,
        groups: groupsOf(c.id, grupos, subgrupos),
        products: perCategory.get(c.id) ?? 0,
      }));
    },

    /** A category's groups with their subgroups; none when the category is unknown (or no id was given). */
    async groups(categoryId: number | undefined): Promise<GroupNode[]> {
      if (categoryId === undefined) return [];
      const { grupos, subgrupos } = await repository.groupsOf(categoryId);
      return groupsOf(categoryId, grupos, subgrupos);
    },
  };
}

interface GroupRow {
  id: number;
  categoria_id: number;
  nombre: string;
}
interface SubgroupRow {
  id: number;
  grupo_id: number;
  nombre: string;
}

function groupsOf(
  categoryId: number,
  grupos: readonly GroupRow[],
  subgrupos: readonly SubgroupRow[],
): GroupNode[] {
  return grupos
    .filter((g) => g.categoria_id === categoryId)
    .map((g) => ({
      id: g.id,
      name: g.nombre,
      subgroups: subgrupos.filter((s) => s.grupo_id === g.id).map((s) => ({ id: s.id, name: s.nombre })),
      picture: `g${g.id}.webp`,
    }));
}
