// The catalogue's caches keep values up to a budget of bytes, the least recently used dropped first, and
// nothing across a change of the catalogue (or, under the products' version, of what the products are).
import { type KyselyPlugin, type RootOperationNode, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Versions } from '../../db/catalogue-version';
import type { Database } from '../../db/database';
import { testApp } from '../../test/fixtures';
import { gate } from '../../test/gate';
import { createCatalogueCache, createVersionedCache } from './cache';
import { keptProducts } from './kept-products';
import { createCatalogueRepository } from './repository';
import { readPostings } from './search-postings';
import { createCatalogueService } from './service';
import { keptPostings, keptVocabulary } from './vocabulary';

const t = testApp();

/** A cache of strings of `n` bytes within `maxBytes`, counting how often each key had to be built. */
function countedCache(maxBytes: number, versionName?: 'products') {
  const cache = createVersionedCache<{ text: string }>(
    t.database.db,
    { maxBytes, sizeOf: (value) => value.text.length },
    undefined,
    versionName,
  );
  const builds = new Map<string, number>();
  const get = (key: string, n: number) =>
    cache.get(key, async () => {
      builds.set(key, (builds.get(key) ?? 0) + 1);
      return { text: 'x'.repeat(n) };
    });
  return { get, builds };
}

describe('createVersionedCache', () => {
  it('keeps values within its bytes, dropping the least recently used first', async () => {
    const { get, builds } = countedCache(100);
    await get('a', 60);
    await get('b', 30);
    expect((await get('a', 60)).text).toHaveLength(60);
    expect(builds.get('a')).toBe(1);
    // 'c' does not fit beside 'a' and 'b': 'b', used longest ago, goes.
    await get('c', 30);
    await get('a', 60);
    await get('c', 30);
    expect(builds.get('a')).toBe(1);
    expect(builds.get('c')).toBe(1);
    await get('b', 30);
    expect(builds.get('b')).toBe(2);
  });

  it('answers a value larger than its budget without keeping it', async () => {
    const { get, builds } = countedCache(100);
    expect((await get('huge', 500)).text).toHaveLength(500);
    await get('huge', 500);
    expect(builds.get('huge')).toBe(2);
  });

  it('builds every value again after the catalogue changes', async () => {
    const { get, builds } = countedCache(1000);
    await get('a', 10);
    await get('a', 10);
    expect(builds.get('a')).toBe(1);
    await sql`update productos set disponible = disponible + 1 where id = (select min(id) from productos)`.execute(
      t.database.db,
    );
    await get('a', 10);
    expect(builds.get('a')).toBe(2);
  });

  it('builds a value once for the requests that ask for it while it is built', async () => {
    const slow = gate();
    let lookups = 0;
    let builds = 0;
    const cache = createVersionedCache<{ text: string }>(
      t.database.db,
      { maxBytes: 1000, sizeOf: (value) => value.text.length },
      () => {
        lookups += 1;
      },
    );
    const answers = Array.from({ length: 8 }, () =>
      cache.get('slow', async () => {
        builds += 1;
        await slow.opened;
        return { text: 'x' };
      }),
    );
    // Every request has looked the key up (and found it missing) before the first build ends.
    await vi.waitFor(() => expect(lookups).toBe(8), { timeout: 30_000 });
    slow.open();
    expect((await Promise.all(answers)).map((a) => a.text)).toEqual(Array(8).fill('x'));
    expect(builds).toBe(1);
  });

  it("under the products' version, keeps values across stock changes, not across a product's change", async () => {
    const { get, builds } = countedCache(1000, 'products');
    const db = t.database.db;
    await get('facets', 10);
    // An order's writes: stock and the stock of a variation.
    await sql`update productos set disponible = disponible + 1 where id = (select min(id) from productos)`.execute(
      db,
    );
    await sql`update productos set demo = demo where demo is not null`.execute(db);
    await get('facets', 10);
    expect(builds.get('facets')).toBe(1);
    // A product hidden (an import or a sync without it), then shown again: each a change of what matches.
    await sql`update productos set activo = false where id = (select min(id) from productos)`.execute(db);
    await get('facets', 10);
    expect(builds.get('facets')).toBe(2);
    await sql`update productos set activo = true where id = (select min(id) from productos)`.execute(db);
    await get('facets', 10);
    expect(builds.get('facets')).toBe(3);
  });
});

/** `db` telling how many times the catalogue's version was read through it. */
function countingVersionReads(db: Database) {
  const isVersionRead = (node: RootOperationNode) =>
    node.kind === 'RawNode' && node.sqlFragments.join('').includes('from catalogue_version');
  const reads = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (isVersionRead(node)) reads.count++;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), reads };
}

describe("a request's one read of the catalogue's version", () => {
  it('hands a build the versions its lookup read; a lookup given them reads none', async () => {
    const { db, reads } = countingVersionReads(t.database.db);
    const cache = createVersionedCache<{ n: number }>(db, { maxBytes: 1000, sizeOf: () => 1 });
    let given: Versions | undefined;
    await cache.get('a', async (versions) => {
      given = versions;
      return { n: 1 };
    });
    expect(reads.count).toBe(1);
    expect(given).toEqual({ catalogue: expect.any(Number), products: expect.any(Number) });
    expect(await cache.get('b', async () => ({ n: 2 }), given)).toEqual({ n: 2 });
    expect(await cache.many(['a', 'c'], async () => new Map([['c', { n: 3 }]]), given)).toEqual([
      { n: 1 },
      { n: 3 },
    ]);
    expect(reads.count).toBe(1);
  });

  it("answers a search never asked before with one read of the version, its products' and words' too", async () => {
    const { db, reads } = countingVersionReads(t.database.db);
    const repository = createCatalogueRepository(t.database.db);
    const postings = keptPostings(db, () => readPostings(repository.searchTexts));
    const service = createCatalogueService(
      repository,
      { pageSize: 24, defaultTaxPercent: 19 },
      keptVocabulary(db, repository.vocabulary),
      postings,
      keptProducts(db),
    );
    const answers = createCatalogueCache(db);
    const search = (text: string) =>
      answers.answer(`search|${text}`, async (at) =>
        JSON.stringify(await service.products({ text, pageSize: 24 }, 1, at)),
      );
    // The first search starts reading the postings; once they are read, searches are found in them.
    await search('aceite');
    await vi.waitFor(async () => expect(await postings()).toBeDefined(), { timeout: 30_000 });
    reads.count = 0;
    const page = JSON.parse((await search('aceites')).body.toString()) as Array<{ id: number }>;
    expect(page.length).toBeGreaterThan(0);
    expect(reads.count).toBe(1);
  });
});
