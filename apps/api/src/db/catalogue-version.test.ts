// The catalogue's two versions: what moves each, and one query serving every cache that reads either.
import { type KyselyPlugin, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseOfFile } from '../test/app';
import { catalogueVersion, freshVersion, productsVersion } from './catalogue-version';

const database = databaseOfFile();

/** The database as seen through a counter of the queries sent. */
function counted() {
  const sent = { queries: 0 };
  const counter: KyselyPlugin = {
    transformQuery: (args) => {
      sent.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: database().database.db.withPlugin(counter), sent };
}

describe('the catalogue and products versions', () => {
  it('move with a stock change (the catalogue only) and a price change (both)', async () => {
    const db = database().database.db;
    const before = { catalogue: await catalogueVersion(db), products: await productsVersion(db) };
    await sql`update productos set disponible = disponible + 1 where id = (select min(id) from productos)`.execute(
      db,
    );
    expect(await catalogueVersion(db)).toBeGreaterThan(before.catalogue);
    expect(await productsVersion(db)).toBe(before.products);
    await sql`update productos set precio1 = precio1 + 1 where id = (select min(id) from productos)`.execute(
      db,
    );
    expect(await productsVersion(db)).toBeGreaterThan(before.products);
  });

  it('are read fresh in one query for the requests that need either, as a search needs both', async () => {
    const { db, sent } = counted();
    const catalogue = freshVersion(db, 'catalogue');
    const products = freshVersion(db, 'products');
    const read = await Promise.all([catalogue(), products(), catalogue(), products()]);
    // The first read, and the next one for the three asking while it ran (a read per version: four).
    expect(sent.queries).toBe(2);
    expect(read).toEqual([
      await catalogueVersion(db),
      await productsVersion(db),
      await catalogueVersion(db),
      await productsVersion(db),
    ]);
    // A change committed before a read is asked for is seen by it.
    await sql`update productos set precio1 = precio1 + 1 where id = (select min(id) from productos)`.execute(
      db,
    );
    expect(await products()).toBe(await productsVersion(db));
    expect(await products()).toBeGreaterThan(read[1] ?? 0);
  });
});
