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
  extraProducts,
  isoDate,
  type ProductRow,
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

/** Adds generated products after the existing ones until the catalogue has `total` products. */
export async function growCatalogue(db: Database, total: number): Promise<number> {
  const row = await db
    .selectFrom('productos')
    .select([sql<number>`coalesce(max(id), 0)::int`.as('max'), sql<number>`count(*)::int`.as('count')])
    .executeTakeFirstOrThrow();
  let missing = total - row.count;
  let next = row.max + 1;
  while (missing > 0) {
    const size = Math.min(missing, BATCH * 10);
    await db.transaction().execute((trx) => insertProducts(trx, extraProducts(next, size)));
    next += size;
    missing -= size;
  }
  // Fresh statistics and visibility map, so the planner uses the covering indexes at once.
  if (total > row.count) await sql`VACUUM ANALYZE productos`.execute(db);
  return Math.max(0, total - row.count);
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
