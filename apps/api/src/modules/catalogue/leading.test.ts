// A one-word search (the header's suggestions as a buyer types) finds its first pages among each catalogue
// word's leading products (keptLeading) instead of reading every match: the pages must be the ones reading
// every match gives, product for product, on PGlite and PostgreSQL; and leading products kept from before a
// product's change are never used after it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/app';
import { type CatalogueRepository, createCatalogueRepository, type ProductFilter } from './repository';
import { LEADING, type Leading } from './search-terms';
import { createCatalogueService } from './service';
import { keptLeading, keptVocabulary } from './vocabulary';

let testDatabase: TestDatabase;
let repository: CatalogueRepository;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  repository = createCatalogueRepository(testDatabase.database.db);
});
afterAll(async () => {
  await testDatabase.database.close();
  await testDatabase.drop();
});

const SETTINGS = { pageSize: 24, defaultTaxPercent: 19 };

describe('a one-word search among the leading products', () => {
  it('gives the pages reading every match gives, and many prefixes are answered from them', async () => {
    const db = testDatabase.database.db;
    const leading: Leading = new Map((await repository.leading(LEADING)).map((r) => [r.palabra, r.primeros]));
    let reads = 0;
    const counted = {
      ...repository,
      products: (filter: ProductFilter, ...rest: [number, 0 | 1 | 2, number, number]) => {
        reads++;
        return repository.products(filter, ...rest);
      },
    };
    const vocabulary = keptVocabulary(db, repository.vocabulary);
    const fast = createCatalogueService(counted, SETTINGS, vocabulary, async () => leading);
    const full = createCatalogueService(repository, SETTINGS, vocabulary);
    const words = [...leading.keys()].filter((_, i) => i % 3 === 0);
    const texts = [...new Set(words.flatMap((w) => [w.slice(0, 3), w.slice(0, 5).toUpperCase()]))];
    let answered = 0;
    for (const text of texts) {
      for (const [offset, pageSize] of [
        [0, 7],
        [7, 7],
        [0, 24],
      ] as const) {
        const ids = async (service: typeof full) =>
          (await service.products({ text, offset, pageSize }, 1)).map((p) => p.id);
        const before = reads;
        expect(await ids(fast), `${text} ${offset}`).toEqual(await ids(full));
        if (reads - before === 1) answered++;
      }
    }
    expect(texts.length).toBeGreaterThan(20);
    expect(answered).toBeGreaterThan(10);
    // Over a thousand queries: a generous limit for a loaded machine.
  }, 300_000);

  it("keeps no leading products from before a product's name changes until they are read again", async () => {
    const db = testDatabase.database.db;
    const kept = keptLeading(db, repository.leading);
    const read = () =>
      vi.waitFor(async () => (await kept()) ?? Promise.reject(new Error('not read yet')), {
        timeout: 60_000,
        interval: 50,
      });
    expect((await read()).has('zanfonia')).toBe(false);
    await db.updateTable('productos').set({ nombre_busqueda: 'zanfonia roja' }).where('id', '=', 1).execute();
    expect(await kept()).toBeUndefined();
    expect((await read()).get('zanfonia')).toEqual([1]);
  });
});
