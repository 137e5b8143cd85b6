// The catalogue's version (migrations/080-catalogue-version.sql): triggers raise it in the transaction of
// every statement that changes a product (price, tier, stock: an order, the ERP sync, a CSV import) or the
// category tree, whichever process runs it. A cache of catalogue answers (modules/catalogue/cache.ts) reads
// it before answering, so no cached answer outlives the commit that changed its rows.
import { type Kysely, sql } from 'kysely';
import { freshReads } from '../lib/fresh-reads';
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

/** A read of one of the versions above. */
export type VersionRead = (db: Kysely<DB>) => Promise<number>;
const versionReaders = new WeakMap<Kysely<DB>, Map<VersionRead, () => Promise<number>>>();

/**
 * The version `read` reads, as fresh reads (lib/fresh-reads.ts) shared by everything that reads it from `db`:
 * the catalogue's caches (answers, products, vocabulary, postings) and the rendered pages share one query.
 */
export function freshVersion(db: Kysely<DB>, read: VersionRead): () => Promise<number> {
  const readers = versionReaders.get(db) ?? new Map<VersionRead, () => Promise<number>>();
  versionReaders.set(db, readers);
  const reader = readers.get(read) ?? freshReads(() => read(db));
  readers.set(read, reader);
  return reader;
}
