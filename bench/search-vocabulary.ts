// A search against a real catalogue's vocabulary: the seed's million products have a few hundred distinct words,
// a distributor's names and codes hundreds of thousands, and what a search reads per word must not grow with them.
// In process (no server, no database): 300,000 products named with 4 words each from a vocabulary of 2,000
// random words, then the same from 200,000 words; the search's words and postings (search-terms.ts,
// search-postings.ts) as the server builds them; a page of 24 for two neighbouring words of a product's name, half
// the time the first with its last letter left out (a typo). Target: at 200,000 words, p50 within 10x the p50 at
// 2,000 words in the same run (46x at bed85be, when each search word read every run and every word).
//
//   npx tsx bench/search-vocabulary.ts
//
// Writes the figures to docs/benchmarks.md, section "Search at a large vocabulary".
import { Random } from '../apps/api/src/lib/random';
import {
  postingsMatch,
  readPostings,
  type SearchTexts,
} from '../apps/api/src/modules/catalogue/search-postings';
import { searchWords, vocabularyOf } from '../apps/api/src/modules/catalogue/search-terms';
import { writeBenchmarkSection } from './support/report';

const PRODUCTS = 300_000;
const SEARCHES = 400;
const TARGET_RATIO = 10;
const random = new Random(3);

const word = () =>
  Array.from({ length: random.int(4, 10) }, () => String.fromCharCode(97 + random.int(0, 25))).join('');

/** The p50 and p90 of a page of two words of a name, in ms, at a vocabulary of `size` words. */
async function searchTimes(size: number): Promise<{ p50: number; p90: number }> {
  const vocabulary = Array.from({ length: size }, word);
  const names = Array.from({ length: PRODUCTS }, () =>
    Array.from({ length: 4 }, () => random.pick(vocabulary)).join(' '),
  );
  const rows: SearchTexts[] = names.map((name, i) => {
    const codigo = `p${String(i).padStart(7, '0')}`;
    return { id: i + 1, codigo, codigo_lower: codigo, busqueda: `${codigo} ${name}`, nombre_busqueda: name };
  });
  const batches = [rows];
  const postings = await readPostings(async () => batches.shift() ?? []);
  const uses = new Map<string, number>();
  for (const name of names) for (const w of name.split(' ')) uses.set(w, (uses.get(w) ?? 0) + 1);
  const words = vocabularyOf([...uses].map(([palabra, n]) => ({ palabra, n })));
  const times: number[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const [first = '', second = ''] = random.pick(names).split(' ');
    const text = `${i % 2 ? first.slice(0, -1) : first} ${second}`;
    const started = performance.now();
    postingsMatch(searchWords(text, words), text, postings)?.page(0, 24);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round((times[Math.floor(p * (times.length - 1))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p90: at(0.9) };
}

const small = await searchTimes(2_000);
const large = await searchTimes(200_000);
const ratio = Math.round((large.p50 / small.p50) * 10) / 10;
console.log(JSON.stringify({ small, large, ratio }));
writeBenchmarkSection(`## Search at a large vocabulary

| measures | target | now | measured | command |
|---|---|---|---|---|
| a page of two words of a name (half with a typo), in process, ${PRODUCTS.toLocaleString('en')} products of random words: 200,000 distinct words against 2,000 in the same run | p50 ratio ≤ ${TARGET_RATIO} | p50 **${large.p50} ms** (p90 ${large.p90}) against ${small.p50} ms (p90 ${small.p90}): ratio **${ratio}**, ${ratio <= TARGET_RATIO ? 'met' : 'not met'} | ${new Date().toISOString().slice(0, 10)} | \`npx tsx bench/search-vocabulary.ts\` |
`);
if (ratio > TARGET_RATIO) process.exitCode = 1;
