// Writes the demo data: places, catalogue tree, products, customers with a year of documents, and the
// exchange rates to fall back on. Runs in one transaction, with multi-row inserts.
import { sql } from 'kysely';
import { hashPassword } from '../../lib/password';
import type { Database } from '../database';
import { descriptionHtml } from '../descriptions';
import { seedAccountTerms } from './account';
import { CUSTOMERS, DEMO_ACCOUNTS_SETTING, DEMO_PASSWORD, demoDocuments } from './customers';
import {
  BASE_PRODUCTS,
  catalogueTree,
  demoCatalogue,
  isoDate,
  type ProductRow,
  productTemplates,
} from './generate';
import { ensurePlaces } from './places';
import { seedDemoStaff } from './staff';

/** Rows per INSERT statement (PostgreSQL allows 65535 parameters; products have 21 columns). */
const BATCH = 1000;

export interface SeedOptions {
  /** The day the demo history ends on (default: now). */
  now?: Date;
  /** Total products in the catalogue (at least the demo catalogue's 180): e.g. 100000 for benchmarks. */
  products?: number;
}

/** True when the catalogue already has products. */
export async function isSeeded(db: Database): Promise<boolean> {
  const row = await db.selectFrom('productos').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function insertProducts(db: Database, rows: ProductRow[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('productos')
      .values(rows.slice(i, i + BATCH).map((r) => ({ ...r, texto_html: descriptionHtml(r.texto_adicional) })))
      .execute();
  }
}

/** Templates the generated products are made of (a multiple of the tree's 54 leaves: every leaf has 40). */
const TEMPLATES = 54 * 40;
/** Generated products per INSERT ... SELECT. */
const GROW_BATCH = 100_000;

/**
 * Writes `productTemplates` into a temporary table of this transaction, with what a catalogue writer adds
 * (the sanitised description).
 */
async function createTemplates(trx: Database) {
  const templates = productTemplates(TEMPLATES).map((t) => ({
    ...t,
    facetas: JSON.parse(t.facetas) as unknown,
    texto_html: descriptionHtml(t.texto_adicional),
  }));
  await sql`CREATE TEMP TABLE plantillas ON COMMIT DROP AS
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(templates)}::jsonb) AS t(
      plantilla int, prefijo text, ref text, fotos int, nombre text, nombre_busqueda text,
      categoria_id int, grupo_id int, subgrupo_id int, precio1 numeric, precio2 numeric, precio3 numeric,
      precio4 numeric, precio5 numeric, escala_aplica boolean, escala text, disponible int,
      texto_adicional text, texto_html text, dimensiones text, facetas jsonb)`.execute(trx);
}

/**
 * Products `first`..`last` from the templates, in one statement: each with its own code (the template's
 * prefix and the id, 6 digits at least), reference, pictures and name (the template's and the id), and the
 * search columns as db/catalogue-writer.ts fills them (lib/text.ts's searchText of code, reference and name).
 */
async function insertGenerated(trx: Database, first: number, last: number) {
  await sql`INSERT INTO productos (id, codigo, referencia, nombre, categoria_id, grupo_id, subgrupo_id,
      precio1, precio2, precio3, precio4, precio5, escala_aplica, escala, disponible, imagenes,
      texto_adicional, texto_html, dimensiones, facetas, nombre_busqueda, busqueda)
    SELECT g.id, c.codigo, c.referencia, t.nombre || ' ' || g.id, t.categoria_id, t.grupo_id, t.subgrupo_id,
      t.precio1, t.precio2, t.precio3, t.precio4, t.precio5, t.escala_aplica, t.escala, t.disponible,
      (SELECT coalesce(jsonb_agg('p' || g.id || '-' || i || '.webp' ORDER BY i), '[]'::jsonb)
         FROM generate_series(1, t.fotos) AS i),
      t.texto_adicional, t.texto_html, t.dimensiones, t.facetas, t.nombre_busqueda || ' ' || g.id,
      lower(c.codigo || ' ' || c.referencia) || ' ' || t.nombre_busqueda || ' ' || g.id
    FROM generate_series(${first}::int, ${last}::int) AS g(id)
    JOIN plantillas AS t ON t.plantilla = g.id % ${TEMPLATES}
    CROSS JOIN LATERAL (SELECT t.prefijo || '-' || lpad(g.id::text, greatest(6, length(g.id::text)), '0')
        AS codigo, 'REF-' || t.ref || '-' || g.id AS referencia) AS c`.execute(trx);
}

/**
 * Adds generated products after the existing ones until the catalogue has `total` products: built by the
 * database from a few thousand templates (`INSERT ... SELECT generate_series`), not row by row from here.
 */
export async function growCatalogue(db: Database, total: number): Promise<number> {
  const row = await db
    .selectFrom('productos')
    .select([sql<number>`coalesce(max(id), 0)::int`.as('max'), sql<number>`count(*)::int`.as('count')])
    .executeTakeFirstOrThrow();
  const missing = total - row.count;
  if (missing <= 0) return 0;
  await db.transaction().execute(async (trx) => {
    await createTemplates(trx);
    for (let first = row.max + 1; first <= row.max + missing; first += GROW_BATCH)
      await insertGenerated(trx, first, Math.min(first + GROW_BATCH - 1, row.max + missing));
  });
  // Fresh statistics and visibility map, so the planner uses the covering indexes at once.
  await sql`VACUUM ANALYZE productos`.execute(db);
  return missing;
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<void> {
  const now = options.now ?? new Date();
  const hashes = await Promise.all(CUSTOMERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('app_settings')
      .values({ key: DEMO_ACCOUNTS_SETTING, value: 'true' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'true' }))
      .execute();
    await ensurePlaces(trx);
    const tree = catalogueTree();
    await trx.insertInto('categorias').values(tree.categorias).execute();
    await trx.insertInto('grupos').values(tree.grupos).execute();
    await trx.insertInto('subgrupos').values(tree.subgrupos).execute();
    const products = demoCatalogue(now);
    await insertProducts(trx, products);

    await trx
      .insertInto('terceros')
      .values(
        CUSTOMERS.map((c, i) => ({
          id: c.id,
          usuario: c.usuario,
          password_hash: hashes[i] ?? null,
          nombre: c.nombre,
          nit: c.nit,
          dv: c.dv,
          telefono: c.telefono,
          precio_nivel: c.precio_nivel,
        })),
      )
      .execute();
    await trx
      .insertInto('tercero_sucursales')
      .values(CUSTOMERS.flatMap((c) => c.sucursales.map((s) => ({ ...s, tercero_id: c.id }))))
      .execute();
    const docs = demoDocuments(now, products);
    await trx.insertInto('pedidos').values(docs.pedidos).execute();
    for (let i = 0; i < docs.lineas.length; i += BATCH) {
      await trx
        .insertInto('pedido_lineas')
        .values(docs.lineas.slice(i, i + BATCH))
        .execute();
    }
    await trx.insertInto('facturas').values(docs.facturas).execute();
    await trx.insertInto('recibos').values(docs.recibos).execute();
    await trx.insertInto('recibo_facturas').values(docs.recibo_facturas).execute();
    await trx.insertInto('devoluciones').values(docs.devoluciones).execute();
    await seedAccountTerms(trx, isoDate(now));
    await seedDemoStaff(trx);

    await trx
      .insertInto('tasas')
      .values({
        base: 'USD',
        fecha: isoDate(new Date(now.getTime() - 86_400_000)),
        rates: JSON.stringify({ USD: 1, EUR: 0.9215, GBP: 0.7874, COP: 4012.35, MXN: 17.12, CAD: 1.3648 }),
        obtenido: new Date(now.getTime() - 86_400_000),
      })
      .execute();
  });
  if (options.products && options.products > BASE_PRODUCTS) await growCatalogue(db, options.products);
}
