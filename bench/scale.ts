// The catalogue at a million products (issue 52's "Done when"): the real server (apps/api/src/server.ts,
// production mode, one worker) on PostgreSQL with 1,000,000 products, driven through HTTP by autocannon at 32
// connections, and in the same run a bare Fastify route answering a fixed page of the same bytes:
//   - catalogue pages: GetProductos_V2, random pages of 24 among the first 400 of each order (as bench/catalogue.ts);
//   - searches: nombreFull with two words of one of 2,000 names drawn from the catalogue, half with a typo: a few
//     thousand different queries, asked again and again at thousands of requests a second, so most are answered
//     by the answer cache (its hit share is measured for each load, from the metrics);
//   - searches never asked before: two words of one of the same names, in either order, half the time one of
//     them with a random typo (a letter left out, added or changed, or two swapped), each text new to the run
//     (its warm-up included): none is in the answer cache (what a search itself costs);
//   - suggestions: what the header's search asks as a buyer types (nombreFull, the first 3 to 6 letters of a
//     word of the catalogue, 7 products), the storefront's few hundred prefixes, so mostly served by the cache;
//   - ContarFacetas of the whole catalogue: the first answer, the next, and the next after an order's stock change.
// Searches and suggestions are measured once the search's postings are read (decision 0037: in the background
// after the first search, seconds at a million products), as in a shop running for a while.
// The database is BENCH_DATABASE_URL's (grown to PRODUCTS when it has fewer), else a throwaway PostgreSQL 15
// server on BENCH_PG_PORT seeded here (about 8 minutes on a loaded 2-core machine).
//
//   BENCH_DATABASE_URL=postgres://app@127.0.0.1:PORT/scale1m BENCH_PORT=4000 npx tsx bench/scale.ts
//
// Writes the figures to docs/benchmarks.md, section "A million products".
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { growCatalogue } from '../apps/api/src/db/seed/seed';
import { Random } from '../apps/api/src/lib/random';
import { searchText } from '../apps/api/src/lib/text';
import { writeBenchmarkSection } from './support/report';
import { startBenchDatabase, startServer, startShop } from './support/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PRODUCTS = Number(process.env.PRODUCTS ?? 1_000_000);
const CONNECTIONS = 32;
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 4000);
const BARE_PORT = SHOP_PORT + 1;
const METRICS_PORT = SHOP_PORT + 2;
const PATH = '/apiGold/ProductoApi/GetProductos_V2';
const FACETS = '/apiGold/ProductoApi/ContarFacetas?categoriaid=null';
/** Distinct catalogue pages asked (400 per order, 3 orders). */
const PAGE_KEYS = 1200;
const NULLS = 'codigo=null&descripcion=null&grupoid=null&subgrupoid=null&precio_min=null&precio_max=null';
/** The issue's p99 targets, in ms, per load measured against one. */
const TARGETS = { pages: 25, searches: 25, freshSearches: 25, suggestions: 15 } as const;
const LABELS = {
  pages: 'catalogue pages',
  searches: 'searches',
  freshSearches: 'searches never asked before',
  suggestions: 'suggestions',
} as const;
const within = (s: Summary, target: number) => s.p99 <= target && s.failed === 0;

const random = new Random(1_000_000);

const load1 = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

async function database(): Promise<{ url: string; stop(): void }> {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given
    ? { url: given, stop: () => {} }
    : await startBenchDatabase(Number(process.env.BENCH_PG_PORT ?? 4090), 'bench_scale');
  const db = openPostgres(server.url);
  const started = performance.now();
  await prepareDatabase(db, { seed: true });
  const added = await growCatalogue(db.db, PRODUCTS);
  if (added > 0)
    console.log(`${added} products added in ${Math.round((performance.now() - started) / 1000)} s`);
  await db.close();
  return server;
}

/** The words of the catalogue's names (as the search's vocabulary reads them), and a sample of names. */
async function catalogueWords(url: string): Promise<{ words: string[]; names: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const names = await client.query<{ nombre: string }>(
    'select nombre from productos tablesample system (0.2) where activo limit 2000',
  );
  await client.end();
  const all = names.rows.map((r) => r.nombre.replace(/ \d+$/, ''));
  const words = [...new Set(all.flatMap((n) => searchText(n).split(' ')))].filter(
    (w) => w.length >= 4 && !/\d/.test(w),
  );
  return { words, names: all };
}

const pagePath = () =>
  `${PATH}?${NULLS}&categoriaid=null&length=${random.int(0, 399) * 24}&bodegaid=1&orden=${random.int(0, 2)}&api=true`;

/** Two words of a name, the first with a letter left out half the time. */
function searchPath(names: string[]): string {
  const words = searchText(random.pick(names))
    .split(' ')
    .filter((w) => w.length >= 3);
  const start = random.int(0, Math.max(0, words.length - 2));
  let [a = '', b = ''] = words.slice(start, start + 2);
  if (random.chance(0.5) && a.length >= 5) a = `${a.slice(0, 2)}${a.slice(3)}`;
  return searchQuery(`${a} ${b}`.trim());
}

/** Every search text this run has asked (the mixed load's too): a search "never asked before" is not among them. */
const asked = new Set<string>();

const searchQuery = (query: string) => {
  asked.add(query);
  return `${PATH}?${NULLS}&categoriaid=null&length=0&pagesize=24&orden=0&api=true&nombreFull=${encodeURIComponent(query)}`;
};

/** A word with one typo: a letter left out, changed or added, or two neighbours swapped, anywhere. */
function typo(word: string): string {
  const at = random.int(0, word.length - 1);
  const letter = String.fromCharCode(97 + random.int(0, 25));
  const kind = random.int(0, 3);
  if (kind === 0 && word.length >= 5) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1 && at < word.length - 1)
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 2) return word.slice(0, at) + letter + word.slice(at);
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/** Two words of a name, in either order, half the time one of them with a typo: never a text asked before. */
function freshSearchPath(names: string[]): string {
  for (;;) {
    const words = searchText(random.pick(names))
      .split(' ')
      .filter((w) => w.length >= 3);
    const start = random.int(0, Math.max(0, words.length - 2));
    const pair = words.slice(start, start + 2);
    if (random.chance(0.3)) pair.reverse();
    const which = random.int(0, pair.length - 1);
    if (random.chance(0.5) && (pair[which]?.length ?? 0) >= 4) pair[which] = typo(pair[which] ?? '');
    const query = pair.join(' ');
    if (!asked.has(query)) return searchQuery(query);
  }
}

/** What the header's search asks after a pause in typing: a word's first letters, 7 products. */
function suggestionPath(words: string[]): string {
  const word = random.pick(words);
  const typed = word.slice(0, random.int(3, Math.min(6, word.length)));
  return `${PATH}?${NULLS}&categoriaid=null&length=0&pagesize=7&orden=0&api=true&nombreFull=${encodeURIComponent(typed)}`;
}

interface Run {
  result: Result;
  loadAverage: [number, number];
  /** The share of the measured requests the answer cache served (0-1), or undefined (bare Fastify). */
  cacheHits?: number | undefined;
}

/** The answer cache's lookups so far (the metrics' `mostrador_catalogue_cache_lookups_total`, cache `answers`). */
async function answerLookups(): Promise<{ hit: number; miss: number }> {
  const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const count = (result: string) =>
    Number(
      new RegExp(`cache_lookups_total\\{cache="answers",result="${result}"\\} (\\d+)`).exec(metrics)?.[1] ??
        0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

async function load(url: string, path: () => string, shop = true): Promise<Run> {
  const requests = [{ setupRequest: (r: object) => ({ ...r, path: path() }) }];
  // A short warm-up (JIT, pools, PostgreSQL's caches), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, requests });
  const before = load1();
  const lookups = shop ? await answerLookups() : undefined;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const after = shop ? await answerLookups() : undefined;
  const hits = lookups && after ? after.hit - lookups.hit : 0;
  const all = lookups && after ? hits + after.miss - lookups.miss : 0;
  return { result, loadAverage: [before, load1()], cacheHits: all > 0 ? hits / all : undefined };
}

/**
 * Asks suggestions until the server answers them from the search's postings (read in the background after the
 * first search: seconds at a million products), as a shop running for a while does; its seconds.
 */
async function postingsRead(shop: string, words: string[]): Promise<number> {
  const started = performance.now();
  const hits = /mostrador_catalogue_cache_lookups_total\{cache="postings",result="hit"\} (\d+)/;
  while (performance.now() - started < 600_000) {
    await timed(`${shop}${suggestionPath(words)}`);
    const metrics = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
    if (Number(hits.exec(metrics)?.[1] ?? 0) > 0) return Math.round((performance.now() - started) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the postings were not read in 10 minutes');
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
  return Math.round(performance.now() - started);
}

/** ContarFacetas of the whole catalogue: cold, cached, after an order's stock change, after a product's change. */
async function facetTimes(shop: string, dbUrl: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const touch = (set: string) => client.query(`update productos set ${set} where id = 1`);
  const cold = await timed(`${shop}${FACETS}`);
  const cached = await timed(`${shop}${FACETS}`);
  await touch('disponible = disponible + 1');
  const afterStock = await timed(`${shop}${FACETS}`);
  await touch('activo = activo');
  const afterProduct = await timed(`${shop}${FACETS}`);
  await touch('activo = activo');
  const concurrent = await Promise.all(Array.from({ length: CONNECTIONS }, () => timed(`${shop}${FACETS}`)));
  await client.end();
  return { cold, cached, afterStock, afterProduct, afterProduct32: Math.max(...concurrent) };
}

async function bare(sample: string): Promise<Run> {
  const body = join(tmpdir(), `mostrador-bench-scale-${process.pid}.json`);
  writeFileSync(body, sample);
  const server = await startServer(
    'bench/support/bare-server.ts',
    { PORT: String(BARE_PORT), BARE_BODY: body },
    `http://127.0.0.1:${BARE_PORT}/page`,
    20_000,
  );
  try {
    return await load(`http://127.0.0.1:${BARE_PORT}`, () => '/page', false);
  } finally {
    await server.stop();
  }
}

const loadAtStart = load1();
const server = await database();
try {
  const { words, names } = await catalogueWords(server.url);
  const shop = await startShop(SHOP_PORT, {
    DATABASE_URL: server.url,
    TOKEN_SECRET: 'c'.repeat(48),
    WORKERS: '1',
    METRICS_PORT: String(METRICS_PORT),
  });
  let runs: Record<Load, Run>;
  let facets: Awaited<ReturnType<typeof facetTimes>>;
  let postings = 0;
  try {
    facets = await facetTimes(shop.url, server.url);
    const sample = await (await fetch(`${shop.url}${pagePath()}`)).text();
    const pages = await load(shop.url, pagePath);
    postings = await postingsRead(shop.url, words);
    const searches = await load(shop.url, () => searchPath(names));
    const freshSearches = await load(shop.url, () => freshSearchPath(names));
    const suggestions = await load(shop.url, () => suggestionPath(words));
    runs = { pages, searches, freshSearches, suggestions, bare: await bare(sample) };
  } finally {
    await shop.stop();
  }
  const figures = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, summary(r)]));
  console.log(JSON.stringify({ loadAtStart, facets, postings, figures }, null, 2));
  writeSection(figures as Record<keyof typeof runs, Summary>, facets, postings);
  const failed = Object.values(runs).some((r) => r.result.non2xx + r.result.errors > 0);
  if (failed) process.exitCode = 1;
} finally {
  server.stop();
}

type Load = 'pages' | 'searches' | 'freshSearches' | 'suggestions' | 'bare';
type Summary = ReturnType<typeof summary>;
function summary({ result: r, loadAverage, cacheHits }: Run) {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed: r.non2xx + r.errors + r.timeouts,
    loadAverage,
    cacheHits: cacheHits === undefined ? undefined : Math.round(cacheHits * 100),
  };
}

/** Met or not met, the targets missed by name, and bare Fastify's p99 beside them (what this machine could do). */
function verdict(f: Record<Load, Summary>): string {
  const loads = Object.keys(TARGETS) as Array<keyof typeof TARGETS>;
  const missed = loads
    .filter((k) => !within(f[k], TARGETS[k]))
    .map(
      (k) =>
        `${LABELS[k]} (p99 ${f[k].p99} ms, target ≤ ${TARGETS[k]} ms${f[k].failed ? `, ${f[k].failed} failed` : ''})`,
    );
  const busy = f.bare.p99 > Math.min(...Object.values(TARGETS)) ? ': the machine was too busy to judge' : '';
  const bare = `bare Fastify's p99 ${f.bare.p99} ms at load ${f.bare.loadAverage[1]} on ${cpus().length} cores${busy}`;
  return missed.length ? `**Not met**: ${missed.join('; ')}; ${bare}.` : `**Met**; ${bare}.`;
}

function writeSection(
  f: Record<Load, Summary>,
  facets: Awaited<ReturnType<typeof facetTimes>>,
  postings: number,
) {
  const ratio = (s: Summary) => Math.round((s.p99 / Math.max(1, f.bare.p99)) * 10) / 10;
  const row = (label: string, s: Summary, target?: number) =>
    `| ${label} | ${s.requestsPerSecond} | ${s.p50} ms | **${s.p99} ms** | ${ratio(s)} | ${target === undefined ? '' : `≤ ${target} ms, ${within(s, target) ? 'met' : 'not met'}`} | ${s.cacheHits === undefined ? '' : `${s.cacheHits} %`} | ${s.loadAverage.join(' → ')} | ${s.failed} |`;
  const section = `## A million products

\`BENCH_DATABASE_URL=postgres://app@127.0.0.1:PORT/scale1m npx tsx bench/scale.ts\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version};
seeded by \`npm run seed -w @mostrador/api -- --products ${PRODUCTS}\`): one API process (\`WORKERS=1\`) on PostgreSQL 15,
autocannon ${CONNECTIONS} connections, ${SECONDS} s a load after a 3 s warm-up; bare Fastify answering a page of the same bytes in
the same run. Cache hits: the share the answer cache served (\`mostrador_catalogue_cache_lookups_total\`).

| load | requests/s | p50 | p99 | p99 / bare | target p99 | cache hits | load average | failed |
|---|---|---|---|---|---|---|---|---|
${row(`catalogue pages (24, among ${PAGE_KEYS} pages)`, f.pages, TARGETS.pages)}
${row('searches (two words of a name, half with a typo; a few thousand texts)', f.searches, TARGETS.searches)}
${row('searches never asked before (each text new to the run)', f.freshSearches, TARGETS.freshSearches)}
${row('suggestions (3-6 first letters of a word, 7 products)', f.suggestions, TARGETS.suggestions)}
${row('bare Fastify, fixed page', f.bare)}

${verdict(f)} Searches are found in the postings kept in memory with the products' numbers (decision 0037;
read ${postings} s after the first search, before these loads); \`%\`, numbers alone or a long number with a typo in SQL.

| ContarFacetas, whole catalogue | first answer | next | after a stock change | after a product's change | the same, ${CONNECTIONS} at once (slowest) |
|---|---|---|---|---|---|
| ms | ${facets.cold} | ${facets.cached} | **${facets.afterStock}** | ${facets.afterProduct} | ${facets.afterProduct32} |
`;
  writeBenchmarkSection(section);
}
