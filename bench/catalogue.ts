// Catalogue pages per second on PostgreSQL, side by side with a bare Fastify baseline.
// Seeds a 100,000-product catalogue on a throwaway PostgreSQL 15 server, starts the real server
// (apps/api/src/server.ts) on it, and drives GET ProductoApi/GetProductos_V2 pages of 24 products
// (random pages of the first 400 in each order, orden 0/1/2, guest prices) with autocannon at 32 connections;
// then, the same way, a bare Fastify route answering a fixed JSON array of 24 records of the same size.
//
//   npx tsx bench/catalogue.ts                      (BENCH_SECONDS=20 by default)
//   BENCH_CPU_PROF=1 npx tsx bench/catalogue.ts     (the same, the one-worker server under `node --cpu-prof`:
//                                                     prints its top self-time functions; docs untouched)
//
// Writes the figures to docs/benchmarks.md, section "Catalogue".
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { openPostgres } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { growCatalogue } from '../apps/api/src/db/seed/seed';
import { CATALOGUE_PAGE, CATALOGUE_PAGES, CATALOGUE_PATH, cataloguePagePath } from './support/catalogue-page';
import { printSummary, summariseProfile } from './support/cpu-profile';
import { type LoadSummary, loadSummary } from './support/load';
import { writeBenchmarkSection } from './support/report';
import { repoRoot, startBenchDatabase, startServer, startShop } from './support/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PRODUCTS = 100_000;
const CONNECTIONS = 32;
const PAGE = CATALOGUE_PAGE;
const PAGES = CATALOGUE_PAGES;
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3292);
const BARE_PORT = SHOP_PORT + 1;
const WORKERS_PORT = SHOP_PORT + 2;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55492);
const PATH = CATALOGUE_PATH;
const pagePath = cataloguePagePath;
/** With BENCH_CPU_PROF: where the one-worker server writes its CPU profile (the figures then go to no file). */
const PROFILE_DIR = process.env.BENCH_CPU_PROF
  ? mkdtempSync(join(tmpdir(), 'mostrador-cpu-prof-'))
  : undefined;

async function load(url: string, requests: Parameters<typeof autocannon>[0]['requests']): Promise<Result> {
  // A short warm-up (JIT, connection pool, PostgreSQL caches), then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, requests });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

function startBare(bodyFile: string) {
  return startServer(
    'bench/support/bare-server.ts',
    { PORT: String(BARE_PORT), BARE_BODY: bodyFile },
    `http://127.0.0.1:${BARE_PORT}/page`,
    20_000,
  );
}

const load1 = Math.round((loadavg()[0] ?? 0) * 10) / 10;
const server = await startBenchDatabase(PG_PORT, 'bench_catalogue');
try {
  const { url } = server;

  const database = openPostgres(url);
  const seedStarted = performance.now();
  await prepareDatabase(database, { seed: true });
  await growCatalogue(database.db, PRODUCTS);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  await database.close();
  console.log(`catalogue of ${PRODUCTS} products seeded in ${seedSeconds} s`);

  const shop = await startShop(
    SHOP_PORT,
    { DATABASE_URL: url, TOKEN_SECRET: 'c'.repeat(48), WORKERS: '1' },
    PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  );
  let api: Result;
  let api2: Result;
  let bare: Result;
  let bytes: number;
  try {
    const sample = await (await fetch(`${shop.url}${pagePath()}`)).text();
    bytes = Buffer.byteLength(sample);
    const parsed = JSON.parse(sample) as { Datos: unknown[] };
    if (parsed.Datos.length !== PAGE)
      throw new Error(`a page has ${parsed.Datos.length} products, not ${PAGE}`);
    api = await load(shop.url, [{ setupRequest: (request) => ({ ...request, path: pagePath() }) }]);
    if (PROFILE_DIR) await shop.stop();
    const two = await startShop(WORKERS_PORT, {
      DATABASE_URL: url,
      TOKEN_SECRET: 'c'.repeat(48),
      WORKERS: '2',
    });
    try {
      api2 = await load(two.url, [{ setupRequest: (request) => ({ ...request, path: pagePath() }) }]);
    } finally {
      await two.stop();
    }
    const dir = mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
    writeFileSync(join(dir, 'page.json'), sample);
    const baseline = await startBare(join(dir, 'page.json'));
    try {
      bare = await load(`http://127.0.0.1:${BARE_PORT}`, [{ path: '/page' }]);
    } finally {
      await baseline.stop();
    }
  } finally {
    await shop.stop();
  }

  const figures = {
    products: PRODUCTS,
    seedSeconds,
    pageBytes: bytes,
    api: loadSummary(api),
    api2: loadSummary(api2),
    bare: loadSummary(bare),
    loadAverageAtStart: load1,
    loadAverageAtEnd: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    ratio: Math.round((api.requests.average / bare.requests.average) * 1000) / 1000,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (PROFILE_DIR) {
    for (const file of readdirSync(PROFILE_DIR).filter((f) => f.endsWith('.cpuprofile'))) {
      console.log(
        `\n${join(PROFILE_DIR, file)} (the WORKERS=1 server: start-up, warm-up and the measured run)`,
      );
      printSummary(summariseProfile(join(PROFILE_DIR, file), repoRoot));
    }
  } else {
    writeSection(figures);
  }
  if (api.non2xx + api.errors + api2.non2xx + api2.errors > 0) process.exitCode = 1;
} finally {
  server.stop();
}

function writeSection(f: {
  seedSeconds: number;
  pageBytes: number;
  api: LoadSummary;
  api2: LoadSummary;
  loadAverageAtEnd: number;
  bare: LoadSummary;
  ratio: number;
}) {
  const section = `## Catalogue

Command: \`npx tsx bench/catalogue.ts\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version},
1-minute load average ${load1} when the run started, ${f.loadAverageAtEnd} when it ended).
A ${PRODUCTS.toLocaleString('en')}-product catalogue (\`growCatalogue\`, seeded in ${f.seedSeconds} s) on a throwaway
PostgreSQL 15 server on the same machine; one API process (\`apps/api/src/server.ts\`, production mode, \`WORKERS=1\`,
pool of 10 connections), then the same server with \`WORKERS=2\` (node:cluster, two processes on one port). autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 3 s warm-up, asks
\`GET ${PATH}\` for random pages of ${PAGE} products among the first ${PAGES} of each order
(\`orden\` 0, 1 or 2, guest prices, the ERP client's \`"null"\` parameters), ${f.pageBytes.toLocaleString('en')} bytes a page;
then the same load on a bare Fastify route answering a fixed JSON array of the same ${PAGE} records.

| | requests/s | p50 | p99 | max | non-2xx / errors |
|---|---|---|---|---|---|
| GetProductos_V2 (PostgreSQL), WORKERS=1 | **${f.api.requestsPerSecond}** | ${f.api.latencyMs.p50} ms | ${f.api.latencyMs.p99} ms | ${f.api.latencyMs.max} ms | ${f.api.non2xx} / ${f.api.errors} |
| GetProductos_V2 (PostgreSQL), WORKERS=2 | ${f.api2.requestsPerSecond} | ${f.api2.latencyMs.p50} ms | ${f.api2.latencyMs.p99} ms | ${f.api2.latencyMs.max} ms | ${f.api2.non2xx} / ${f.api2.errors} |
| bare Fastify, fixed array | ${f.bare.requestsPerSecond} | ${f.bare.latencyMs.p50} ms | ${f.bare.latencyMs.p99} ms | ${f.bare.latencyMs.max} ms | ${f.bare.non2xx} / ${f.bare.errors} |

Ratio (API with one worker / bare): **${f.ratio}**. Per request the API validates the query, checks the
token and gets the catalogue version (migration 080: a query on a 16-row table, shared by all the requests that
arrived while the previous one ran, never one begun before a request arrived: \`freshReads\` in
modules/catalogue/cache.ts); when the page is in the process's answer cache at that version it sends the
stored bytes (UTF-8, encoded once) with their ETag; otherwise it finds the page's ids through a covering index
(migration 002), reads those ${PAGE} rows with their descriptions sanitised when written (migration 170),
converts prices, writes the answer with a serializer compiled once from the contract's JSON Schema
(lib/json-serializer.ts) and stores the bytes. The load asks ${PAGES * 3} distinct pages, so after the warm-up
nearly every request is a cache hit until a write moves the version; the bare route does none of it. Load
generator, server and database share the same cores here, so absolute figures are lower than on separate
machines, and a ratio near 1 says the two are within this shared machine's noise (see "CPU profile" below).
`;
  writeBenchmarkSection(section);
}
