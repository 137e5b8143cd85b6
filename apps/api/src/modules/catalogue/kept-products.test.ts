// The products a search's page shows are kept per catalogue version (kept-products.ts): a search never asked
// before shows the products other searches read, the same objects, without a query; a change of stock, price
// or being on sale moves the version, and the next page shows the product as it is now.
import { describe, expect, it } from 'vitest';
import { databaseOfFile } from '../../test/app';
import { keptProducts } from './kept-products';
import { createCatalogueRepository } from './repository';
import { readPostings } from './search-postings';
import { createCatalogueService } from './service';
import { keptVocabulary } from './vocabulary';

const database = databaseOfFile();

/**
 * A service answering searches from postings read now, keeping the products its pages show; `reads` lists its
 * queries by id.
 */
async function keepingService() {
  const db = database().database.db;
  const repository = createCatalogueRepository(db);
  const postings = await readPostings(repository.searchTexts);
  const counted = {
    ...repository,
    productsIn: (ids: readonly number[], level: number) => {
      service.reads.push([...ids]);
      return repository.productsIn(ids, level);
    },
  };
  const lookups: boolean[] = [];
  const service = {
    reads: [] as number[][],
    lookups,
    ...createCatalogueService(
      counted,
      { pageSize: 24, defaultTaxPercent: 19 },
      keptVocabulary(db, repository.vocabulary),
      async () => postings,
      keptProducts(db, (hit) => lookups.push(hit)),
    ),
  };
  return service;
}

describe('the products a search shows, kept', () => {
  it('answers a search showing products already read without reading them again, the same products', async () => {
    const service = await keepingService();
    const first = await service.products({ text: 'aceite', pageSize: 24 }, 1);
    expect(first.length).toBeGreaterThan(2);
    expect(service.reads).toEqual([first.map((p) => p.id)]);
    // Another search whose page holds some of them: only the others are read.
    const second = await service.products({ text: 'aceites', pageSize: 24 }, 1);
    const known = new Set(first.map((p) => p.id));
    expect(service.reads[1] ?? []).toEqual(second.map((p) => p.id).filter((id) => !known.has(id)));
    for (const p of second.filter((p) => known.has(p.id))) expect(first).toContain(p);
    // At another price level the products are read at that level.
    const other = await service.products({ text: 'aceite', pageSize: 24 }, 3);
    expect(service.reads.at(-1)).toEqual(other.map((p) => p.id));
  });

  it('shows the stock, price and being on sale of now after they change, never the kept ones', async () => {
    const db = database().database.db;
    const service = await keepingService();
    const [first, second] = await service.products({ text: 'aceite', pageSize: 24 }, 1);
    if (!first || !second) throw new Error('the demo catalogue has oils');
    await db
      .updateTable('productos')
      .set({ disponible: 777, precio1: '12345.00' })
      .where('id', '=', first.id)
      .execute();
    const changed = await service.products({ text: 'aceite', pageSize: 24 }, 1);
    expect(changed[0]).toMatchObject({ id: first.id, stock: 777, price: 12345 });
    await db.updateTable('productos').set({ activo: false }).where('id', '=', second.id).execute();
    const withoutSecond = await service.products({ text: 'aceite', pageSize: 24 }, 1);
    expect(withoutSecond.map((p) => p.id)).not.toContain(second.id);
    expect(service.lookups).toContain(false);
  });
});
