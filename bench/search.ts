// The forgiving search's SQL at scale, without the answer cache or HTTP: one connection, the searches a
// buyer types (two words of a name, the same with a typo in each, a code), timed one after another.
//
//   BENCH_DATABASE_URL=postgres://app@127.0.0.1:PORT/postgres N=100000 npx tsx bench/search.ts
//   KIND=pglite N=10000 npx tsx bench/search.ts
//
// Prints the figures (docs/decisions/0037-forgiving-search.md quotes them); writes no file.
import { createCatalogueRepository } from '../apps/api/src/modules/catalogue/repository';
import { searchWords, vocabularyOf } from '../apps/api/src/modules/catalogue/search-terms';
import { kind, N, searchCatalogue } from './support/search-catalogue';

let t = Date.now();
const database = await searchCatalogue(`h52_${N}`);
const db = database.db;
console.log(`seed ${N}: ${Date.now() - t} ms`);
const repo = createCatalogueRepository(db);
t = Date.now();
const rows = await repo.vocabulary();
console.log(`vocabulary: ${rows.length} words in ${Date.now() - t} ms`);
const vocab = vocabularyOf(rows);
const names = await db.selectFrom('productos').select(['nombre', 'codigo']).where('id', '<=', 180).execute();
const typo = (w: string) => (w.length < 5 ? w : w.slice(0, 2) + w[3] + w[2] + w.slice(4));
const queries = names.flatMap((n) => [
  n.nombre.split(' ').slice(0, 2).join(' '),
  n.nombre.split(' ').map(typo).slice(0, 2).join(' '),
  n.codigo,
]);
for (const [label, run] of [
  [
    'terms',
    async (q: string) => {
      searchWords(q, vocab);
    },
  ],
  [
    'page of 24',
    async (q: string) => {
      await repo.products({ busqueda: { texto: q, palabras: searchWords(q, vocab) } }, 4, 0, 0, 24);
    },
  ],
  [
    'count',
    async (q: string) => {
      await repo.count({ busqueda: { texto: q, palabras: searchWords(q, vocab) } }, 4);
    },
  ],
] as const) {
  const times: number[] = [];
  for (const q of queries) {
    const s = performance.now();
    await run(q);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.floor(times.length * x)]?.toFixed(2);
  console.log(
    `${kind} ${N} ${label}: ${queries.length} queries p50 ${p(0.5)} ms p90 ${p(0.9)} ms p99 ${p(0.99)} ms`,
  );
}
await database.close();
