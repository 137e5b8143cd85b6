// Writes a whole catalogue (tree and products) into our tables in ONE transaction: the ERP sync
// (erp/) and the CSV import (scripts/import.ts) both end here. Either everything lands, or nothing
// does and the last good catalogue stays. Products that are not in the new catalogue are hidden
// (activo = false), never deleted: orders keep their lines. The writes raise the catalogue version in the same
// transaction (db/catalogue-version.ts), so caches of catalogue answers learn of the change.
import { asMinor, toMajor } from '@mostrador/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type FacetSource, productFacets } from '../lib/facets';
import { searchText } from '../lib/text';
import { catalogueVersion } from './catalogue-version';
import type { Database } from './database';
import { descriptionHtml, fillDescriptionHtml } from './descriptions';
import { type DB, PRICING_COLUMNS, type ProductDemo } from './schema';

export interface TreeRow {
  categorias: Array<{ id: number; nombre: string; orden: number }>;
  grupos: Array<{ id: number; categoria_id: number; nombre: string }>;
  subgrupos: Array<{ id: number; grupo_id: number; nombre: string }>;
}

/** A product as we store it; prices in integer minor units. */
export interface CatalogueProduct {
  id: number;
  codigo: string;
  referencia: string;
  nombre: string;
  categoriaId: number;
  grupoId: number;
  subgrupoId: number;
  /** The price per level, index 0 = level 1, the list price (null: the level falls back to level 1). */
  prices: [number | null, number | null, number | null, number | null, number | null];
  escalaAplica: boolean;
  /** JSON text [{Desde, Hasta, PrecioNivel}] or null. */
  escala: string | null;
  disponible: number;
  imagenes: string[];
  textoAdicional: string | null;
  dimensiones: string | null;
  impuestoPorcentaje: number | null;
  demo: ProductDemo | null;
  /** Its brand, colours, sizes and attributes: facets, with the colours and sizes of `demo.variation`. */
  facetas?: Omit<FacetSource, 'variations'>;
}

export interface WriteResult {
  /** Products written (new or changed). */
  written: number;
  /** Products that were on sale and are now hidden. */
  hidden: number;
  version: number;
}

const CHUNK = 500;

const major = (minor: number | null) => (minor === null ? null : toMajor(asMinor(minor)));

const TREE_TABLES = ['categorias', 'grupos', 'subgrupos'] as const;

/** Writes every category, group and subgroup of the tree as given, on sale. */
async function upsertTree(trx: Transaction<DB>, tree: TreeRow): Promise<void> {
  for (const table of TREE_TABLES) {
    for (const { id, ...fields } of tree[table]) {
      await trx
        .insertInto(table)
        .values({ id, ...fields, activo: true })
        .onConflict((oc) => oc.column('id').doUpdateSet({ ...fields, activo: true }))
        .execute();
    }
  }
}

/** Takes off sale every category, group and subgroup the tree no longer has. */
async function hideMissingTree(trx: Transaction<DB>, tree: TreeRow): Promise<void> {
  for (const table of TREE_TABLES) {
    const kept = tree[table].map((row) => row.id).concat(-1);
    await sql`UPDATE ${sql.table(table)} SET activo = false
      WHERE activo AND NOT (id = ANY(${kept}::int[]))`.execute(trx);
  }
}

/**
 * Replaces the catalogue. `hideMissing`: products not in `products` stop being sold. `reserved`: units per
 * product id still to be taken by orders waiting for the ERP (subtracted from the stock written).
 */
export async function writeCatalogue(
  db: Database,
  input: {
    tree: TreeRow;
    products: readonly CatalogueProduct[];
    hideMissing: boolean;
    reserved?: (trx: Transaction<DB>) => Promise<Map<number, number>>;
    /** Runs inside the transaction, after the catalogue is written (e.g. the connector's state). */
    also?: (trx: Transaction<DB>) => Promise<void>;
  },
): Promise<WriteResult> {
  const result = await db.transaction().execute(async (trx) => {
    // One catalogue writer at a time across processes.
    await sql`SELECT pg_advisory_xact_lock(827347)`.execute(trx);
    await upsertTree(trx, input.tree);
    const ids = input.products.map((p) => p.id);
    const codes = input.products.map((p) => p.codigo);
    // A code may have moved to another product: free the incoming codes first (the products that keep
    // them get them back below; a hidden one keeps `code~id`).
    await sql`UPDATE productos AS p SET codigo = p.codigo || '~' || p.id
      FROM unnest(${ids}::int[], ${codes}::text[]) AS u(id, codigo)
      WHERE p.codigo = u.codigo AND p.id <> u.id`.execute(trx);

    const reserved = input.reserved ? await input.reserved(trx) : new Map<number, number>();
    const rows = await changedRows(
      trx,
      input.products.map((p) => productRow(p, reserved.get(p.id) ?? 0)),
    );
    let written = 0;
    for (let i = 0; i < rows.length; i += CHUNK) {
      const changed = await trx
        .insertInto('productos')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => Object.fromEntries(WRITTEN.map((c) => [c, eb.ref(`excluded.${c}`)]))),
        )
        .returning('id')
        .execute();
      written += changed.length;
    }

    let hidden = 0;
    if (input.hideMissing) {
      const gone = await sql<{ id: number }>`UPDATE productos SET activo = false
        WHERE activo AND NOT (id = ANY(${ids}::int[])) RETURNING id`.execute(trx);
      hidden = gone.rows.length;
      await hideMissingTree(trx, input.tree);
    }
    // A row whose new text sanitises to its old HTML had that HTML dropped as stale (migrations/170's trigger
    // cannot tell): store it again, with any other row still waiting for its HTML.
    await fillDescriptionHtml(trx);
    const version = await catalogueVersion(trx);
    await input.also?.(trx);
    return { written, hidden, version };
  });
  // PGlite runs no autovacuum: the old versions of the rows just rewritten are reclaimed here, or every write
  // would grow the table (and what each later write and commit goes through) for good.
  if (result.written > 0 || result.hidden > 0) await sql`VACUUM productos`.execute(db);
  return result;
}

/**
 * What writing `products` would change, read without writing (the console's import preview): the ids that
 * are new or differ from the stored rows, as writeCatalogue compares them.
 */
export async function changedProductIds(
  db: Database,
  products: readonly CatalogueProduct[],
): Promise<number[]> {
  const rows = await changedRows(
    db,
    products.map((p) => productRow(p, 0)),
  );
  return rows.map((r) => r.id);
}

/** The columns a catalogue write sets (all of a product's but its id). */
const WRITTEN = [
  'codigo',
  'referencia',
  'nombre',
  'categoria_id',
  'grupo_id',
  'subgrupo_id',
  ...PRICING_COLUMNS,
  'disponible',
  'imagenes',
  'texto_adicional',
  'texto_html',
  'dimensiones',
  'impuesto_porcentaje',
  'demo',
  'facetas',
  'nombre_busqueda',
  'busqueda',
  'activo',
] as const;

type ProductRow = ReturnType<typeof productRow>;

/** A product as a row of `productos`; `reserved` units are taken off its stock. */
function productRow(p: CatalogueProduct, reserved: number) {
  return {
    id: p.id,
    codigo: p.codigo,
    referencia: p.referencia,
    nombre: p.nombre,
    categoria_id: p.categoriaId,
    grupo_id: p.grupoId,
    subgrupo_id: p.subgrupoId,
    precio1: major(p.prices[0]),
    precio2: major(p.prices[1]),
    precio3: major(p.prices[2]),
    precio4: major(p.prices[3]),
    precio5: major(p.prices[4]),
    escala_aplica: p.escalaAplica,
    escala: p.escala,
    disponible: Math.max(0, Math.floor(p.disponible) - reserved),
    imagenes: JSON.stringify(p.imagenes),
    texto_adicional: p.textoAdicional,
    // Sanitised once, here, not on every read (migrations/170).
    texto_html: descriptionHtml(p.textoAdicional),
    dimensiones: p.dimensiones,
    impuesto_porcentaje: p.impuestoPorcentaje,
    demo: p.demo === null ? null : JSON.stringify(p.demo),
    facetas: JSON.stringify(productFacets({ ...p.facetas, variations: p.demo?.variation })),
    nombre_busqueda: searchText(p.nombre),
    busqueda: searchText(`${p.codigo} ${p.referencia} ${p.nombre}`),
    activo: true,
  };
}

/**
 * The rows that are new or differ from the stored ones, compared by the database in the columns' own types (a
 * sync of an ERP whose catalogue did not change writes nothing: no new row versions, no log to flush).
 */
async function changedRows(trx: Kysely<DB>, rows: ProductRow[]): Promise<ProductRow[]> {
  if (rows.length === 0) return rows;
  // jsonb columns go as JSON values (the rows carry them as JSON text, as the insert takes them).
  const json = JSON.stringify(
    rows.map((r) => ({
      ...r,
      imagenes: JSON.parse(r.imagenes),
      demo: r.demo && JSON.parse(r.demo),
      facetas: JSON.parse(r.facetas),
    })),
  );
  const stored = sql.join(WRITTEN.map((c) => sql.ref(`p.${c}`)));
  const incoming = sql.join(WRITTEN.map((c) => sql.ref(`v.${c}`)));
  const changed = await sql<{ id: number }>`SELECT v.id
    FROM jsonb_populate_recordset(NULL::productos, ${json}::jsonb) AS v
    LEFT JOIN productos AS p ON p.id = v.id
    WHERE p.id IS NULL OR (${stored}) IS DISTINCT FROM (${incoming})`.execute(trx);
  const ids = new Set(changed.rows.map((r) => r.id));
  return rows.filter((r) => ids.has(r.id));
}
