// The catalogue's version (migrations/080-catalogue-version.sql): triggers raise it in the transaction of
// every statement that changes a product (price, tier, stock: an order, the ERP sync, a CSV import) or the
// category tree, whichever process runs it. A cache of catalogue answers (modules/catalogue/cache.ts) reads
// it before answering, so no cached answer outlives the commit that changed its rows.
import { type Kysely, sql } from 'kysely';
import { freshReads } from '../lib/fresh-reads';
import type { DB } from './schema';

/** The two versions, each the sum of the 16 counters (one per connection shard, see the migration). */
export interface Versions {
  /** Moves with every change of a product (stock too) or of the category tree. */
  catalogue: number;
  /**
   * Moves with what the products are (migrations/660): their names, codes, prices, places in the tree, facets
   * and being on sale, not with their stock (an order). What matches a filter depends on no more.
   */
  products: number;
}

/** Both versions in one query: a search needs both (its answer, its postings), and makes one trip for them. */
async function versions(db: Kysely<DB>): Promise<Versions> {
  const { rows } = await sql<{ v: string; p: string }>`
    select sum(version)::text as v, sum(productos)::text as p from catalogue_version`.execute(db);
  return { catalogue: Number(rows[0]?.v ?? 0), products: Number(rows[0]?.p ?? 0) };
}

/** The catalogue's current version. */
export async function catalogueVersion(db: Kysely<DB>): Promise<number> {
  return (await versions(db)).catalogue;
}

/** The products' current version. */
export async function productsVersion(db: Kysely<DB>): Promise<number> {
  return (await versions(db)).products;
}

const sharedReads = new WeakMap<Kysely<DB>, () => Promise<Versions>>();

/**
 * Both versions as fresh reads (lib/fresh-reads.ts), shared by everything that reads them from `db`: the
 * catalogue's caches (answers, products, vocabulary, postings, facets) and the rendered pages share one query.
 * A request reads them once and hands them to what it calls next (cache.ts's builds): a second read would wait
 * for another trip to the database, and a busy server's queue, for nothing fresher than the request.
 */
export function freshVersions(db: Kysely<DB>): () => Promise<Versions> {
  const read = sharedReads.get(db) ?? freshReads(() => versions(db));
  sharedReads.set(db, read);
  return read;
}

/** The version `name` as a fresh read of both (`freshVersions`). */
export function freshVersion(db: Kysely<DB>, name: keyof Versions): () => Promise<number> {
  const read = freshVersions(db);
  return async () => (await read())[name];
}
