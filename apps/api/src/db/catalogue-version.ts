// The catalogue's version (migrations/080-catalogue-version.sql): triggers raise it in the transaction of
// every statement that changes a product (price, tier, stock: an order, the ERP sync, a CSV import) or the
// category tree, whichever process runs it. A cache of catalogue answers (modules/catalogue/cache.ts) reads
// it before answering, so no cached answer outlives the commit that changed its rows.
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

/** The current version: the sum of the 16 counters (one per connection shard, see the migration). */
export async function catalogueVersion(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ v: string }>`select sum(version)::text as v from catalogue_version`.execute(
    db,
  );
  return Number(rows[0]?.v ?? 0);
}

/**
 * The version of what the products are (migrations/660): it moves with their names, codes, prices, places in
 * the tree, facets and being on sale, not with their stock (an order). What matches a filter depends on no more.
 */
export async function productsVersion(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ v: string }>`select sum(productos)::text as v from catalogue_version`.execute(
    db,
  );
  return Number(rows[0]?.v ?? 0);
}
