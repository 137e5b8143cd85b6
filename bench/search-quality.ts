// The forgiving search's quality at scale (issue 52): on a catalogue grown to N products (100,000 by
// default), each kind of query a buyer types (a typo per word, the other number, no accents, another order,
// the code, its digits, its prefix) must find its product among the first 10 for at least 95 of 100
// products drawn from the catalogue (Spanish names) and 100 with English names. The same queries as
// modules/catalogue/search.test.ts (which runs them on the demo catalogue in `npm test`); here outside
// `npm test`, as seeding and 1,400 searches at 100,000 products take minutes.
//
//   BENCH_DATABASE_URL=postgres://app@127.0.0.1:PORT/postgres npx tsx bench/search-quality.ts
//   KIND=pglite N=100000 npx tsx bench/search-quality.ts
//
// Prints each kind's score; exits 1 when one is under 95.
import { Random } from '../apps/api/src/lib/random';
import { createCatalogueRepository } from '../apps/api/src/modules/catalogue/repository';
import { vocabularyOf } from '../apps/api/src/modules/catalogue/search-terms';
import { createCatalogueService } from '../apps/api/src/modules/catalogue/service';
import { englishProducts, QUERIES } from '../apps/api/src/test/search-queries';
import { kind, N, searchCatalogue } from './support/search-catalogue';

const started = Date.now();
const database = await searchCatalogue(`search_quality_${N}`);
const db = database.db;
const english = englishProducts(N + 1);
await db.deleteFrom('productos').where('id', '>', N).execute();
await db.insertInto('productos').values(english).execute();
console.log(`${kind}: ${N} products and 100 English names ready in ${Date.now() - started} ms`);

const repository = createCatalogueRepository(db);
const words = await repository.vocabulary();
const vocabulary = vocabularyOf(words);
const service = createCatalogueService(
  repository,
  { pageSize: 10, defaultTaxPercent: 19 },
  async () => vocabulary,
);

const random = new Random(52);
const drawnIds = new Set<number>();
while (drawnIds.size < 100) drawnIds.add(random.int(1, N));
const spanish = await db
  .selectFrom('productos')
  .select(['id', 'nombre', 'codigo'])
  .where('id', 'in', [...drawnIds])
  .execute();

let failed = false;
for (const [label, products] of [
  ['Spanish names', spanish],
  ['English names', english],
] as const) {
  for (const [name, query] of Object.entries(QUERIES)) {
    const t = Date.now();
    let found = 0;
    for (const p of products) {
      const page = await service.products({ text: query(p as Parameters<typeof query>[0]), pageSize: 10 }, 4);
      if (page.some((hit) => hit.id === p.id)) found += 1;
    }
    failed ||= found < 95;
    console.log(`${label}, ${name}: ${found} of ${products.length} in the first 10 (${Date.now() - t} ms)`);
  }
}
await database.close();
process.exit(failed ? 1 : 0);
