// Two shop nodes behind Caddy against one, in the same run, with the same load generator (autocannon, 32
// connections, HTTPS through Caddy): the shape of apps/api/src/cluster.cluster.test.ts (a PostgreSQL primary
// with a streaming replica; each node writes to the primary and reads the catalogue from the replica), first
// with deploy/Caddyfile in front of node A alone, then deploy/Caddyfile.two-nodes in front of A and B. Two
// loads each: catalogue pages (GetProductos_V2, random pages) and an order mix (demo1, demo2 and guests, 1-4
// lines, each with its own Idempotency-Key). The nodes' Prometheus figures (METRICS_PORT) are read before and
// after.
//
//   npx tsx bench/cluster.ts                       (BENCH_SECONDS=10 a load; BENCH_WORKERS=1 a node)
//   BENCH_PORT moves the nodes, metrics and Caddy (4840-4849); BENCH_PG_PORT the primary (replica: +10).
//
// Writes the figures to docs/benchmarks.md, section "Two nodes behind Caddy".
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request } from 'node:https';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import { openPostgres } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { growCatalogue } from '../apps/api/src/db/seed/seed';
import { startStreamingPair } from '../apps/api/src/test/streaming-replica';
import { GUEST_DELIVERY } from './support/load';
import { writeBenchmarkSection } from './support/report';
import { repoRoot, startShop } from './support/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORKERS = process.env.BENCH_WORKERS ?? '1';
const CONNECTIONS = 32;
const PRODUCTS = 5_000;
const PAGE = 24;
const PORT = Number(process.env.BENCH_PORT ?? 4840);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 56008);
const HTTPS_PORT = PORT + 4;
const dir = mkdtempSync(join(tmpdir(), 'mostrador-bench-cluster-'));
const PAGE_PATH = '/apiGold/ProductoApi/GetProductos_V2';

const pagePath = () =>
  `${PAGE_PATH}?codigo=null&descripcion=null&categoriaid=null&grupoid=null&subgrupoid=null&precio_min=null&precio_max=null&length=${Math.floor(Math.random() * 400) * PAGE}&bodegaid=1&orden=${Math.floor(Math.random() * 3)}&api=true&usuarioid=1&empresaid=1`;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

/** Caddy with `file` (deploy/), its state in `dir`; resolves once the shop's health answers through it. */
async function startCaddy(file: string, nodes: string[]): Promise<ChildProcess> {
  const caddy = spawn(
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', join(repoRoot, 'deploy', file)],
    {
      env: {
        ...process.env,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        HTTPS_PORT: String(HTTPS_PORT),
        HTTP_PORT: String(PORT + 5),
        CADDY_ADMIN_PORT: String(PORT + 6),
        CADDY_LOG: join(dir, 'access.log'),
        WEB_DIST: join(dir, 'web'),
        SHOP_UPSTREAM: nodes[0],
        NODE_A: nodes[0],
        NODE_B: nodes[1] ?? nodes[0],
      },
      stdio: 'ignore',
    },
  );
  const ca = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  for (let i = 0; ; i++) {
    const status = await new Promise<number>((resolve) => {
      try {
        request(
          { host: 'localhost', port: HTTPS_PORT, path: '/apiGold/health', ca: readFileSync(ca) },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        )
          .on('error', () => resolve(0))
          .end();
      } catch {
        resolve(0);
      }
    });
    if (status === 200) return caddy;
    if (i > 600) throw new Error(`Caddy (${file}) did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const stopCaddy = (caddy: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (caddy.exitCode !== null) return resolve();
    caddy.once('exit', () => resolve());
    caddy.kill('SIGTERM');
  });

/** A short warm-up, then the measured run, through Caddy. */
async function load(requests: Parameters<typeof autocannon>[0]['requests']): Promise<Result> {
  const url = `https://localhost:${HTTPS_PORT}`;
  await autocannon({ url, connections: CONNECTIONS, duration: 3, requests });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

/** Node `base`'s metrics: requests answered, orders placed, the database pool's connections. */
async function metricsOf(port: number) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const sum = (name: string, filter = '') =>
    text
      .split('\n')
      .filter((l) => l.startsWith(name) && l.includes(filter))
      .reduce((total, l) => total + Number(l.split(' ').at(-1)), 0);
  return {
    requests: sum('mostrador_http_requests_total'),
    orders: sum('mostrador_orders_placed_total'),
    poolTotal: sum('mostrador_db_pool_connections', 'state="total"'),
    poolIdle: sum('mostrador_db_pool_connections', 'state="idle"'),
  };
}

/** Two runs of one load: their mean rate (and each), the worse p50 and p99, what failed in both. */
function summary(rs: Result[]) {
  const rates = rs.map((r) => Math.round(r.requests.average));
  return {
    requestsPerSecond: Math.round(rates.reduce((a, b) => a + b, 0) / rates.length),
    each: rates,
    latencyMs: {
      p50: Math.max(...rs.map((r) => r.latency.p50)),
      p99: Math.max(...rs.map((r) => r.latency.p99)),
    },
    non2xx: rs.reduce((n, r) => n + r.non2xx, 0),
    errors: rs.reduce((n, r) => n + r.errors + r.timeouts, 0),
  };
}
type Summary = ReturnType<typeof summary>;

const loadAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
const pair = startStreamingPair({ primary: PG_PORT, replica: PG_PORT + 10 });
try {
  const admin = openPostgres(pair.primary, 1);
  await sql`CREATE DATABASE bench_cluster`.execute(admin.db);
  await admin.close();
  const primaryUrl = pair.primary.replace(/\/postgres$/, '/bench_cluster');
  const database = openPostgres(primaryUrl, 4);
  await prepareDatabase(database, { seed: true });
  await growCatalogue(database.db, PRODUCTS);
  const ids = (
    await database.db
      .selectFrom('productos')
      .select('id')
      .where('activo', '=', true)
      .where('precio1', 'is not', null)
      .orderBy('id')
      .limit(1000)
      .execute()
  ).map((r) => r.id);
  await database.db.updateTable('productos').set({ disponible: 10_000_000 }).where('id', 'in', ids).execute();
  const settings = (port: number) => ({
    DATABASE_URL: primaryUrl,
    DATABASE_READ_URL: pair.replica.replace(/\/postgres$/, '/bench_cluster'),
    WORKERS,
    TRUST_PROXY: 'loopback',
    METRICS_PORT: String(port + 2),
    TOKEN_SECRET: 'd'.repeat(48),
    GUEST_ORDER_RATE_LIMIT: '100000000',
  });
  const nodes = await Promise.all([PORT, PORT + 1].map((port) => startShop(port, settings(port))));
  try {
    const tokens = await Promise.all(
      ['demo1', 'demo2'].map(async (usuario) => {
        const res = await fetch(`${nodes[0]?.url}/apiGold/TerceroApi/LoginTercero`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ usuario, contrasena: 'demo-2026' }),
        });
        return ((await res.json()) as { Datos: { Token: string; Tercerosucid: number } }).Datos;
      }),
    );
    /** The next order of the mix: demo1, demo2 or a guest, 1-4 lines of 1-3 units. */
    const orderRequest = (request: { path: string }) => {
      const customer = pick([...tokens, undefined]);
      const count = 1 + Math.floor(Math.random() * 4);
      const lines = [...new Set(Array.from({ length: count }, () => pick(ids)))].map((Productoid) => ({
        Productoid,
        Cantidad: 1 + Math.floor(Math.random() * 3),
      }));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...(customer ? { authorization: `Bearer ${customer.Token}` } : {}),
      };
      return {
        ...request,
        method: 'POST',
        path: `/apiGold/PedidoApi/${customer ? 'PedidoWebCreate' : 'PedidoWebCreateAnonimo'}`,
        headers,
        body: JSON.stringify(
          customer
            ? { Tercerosucid: customer.Tercerosucid, Observacion: '', Detalles: lines }
            : { ...GUEST_DELIVERY, Detalles: lines },
        ),
      };
    };
    const metricsPorts = [PORT + 2, PORT + 3];
    const before = await Promise.all(metricsPorts.map(metricsOf));
    // One node, two, two, one: a drift of the machine's load over the run falls on both alike.
    const measured: Record<string, { pages: Result[]; orders: Result[] }> = {
      'one node': { pages: [], orders: [] },
      'two nodes': { pages: [], orders: [] },
    };
    const one = ['one node', 'Caddyfile', [`127.0.0.1:${PORT}`]] as const;
    const two = ['two nodes', 'Caddyfile.two-nodes', [`127.0.0.1:${PORT}`, `127.0.0.1:${PORT + 1}`]] as const;
    for (const [name, file, upstreams] of [one, two, two, one]) {
      const caddy = await startCaddy(file, [...upstreams]);
      try {
        measured[name]?.pages.push(await load([{ setupRequest: (r) => ({ ...r, path: pagePath() }) }]));
        measured[name]?.orders.push(await load([{ setupRequest: orderRequest }]));
      } finally {
        await stopCaddy(caddy);
      }
    }
    const runs = Object.fromEntries(
      Object.entries(measured).map(([name, r]) => [
        name,
        { pages: summary(r.pages), orders: summary(r.orders) },
      ]),
    );
    const after = await Promise.all(metricsPorts.map(metricsOf));
    const figures = {
      loadAtStart,
      loadAtEnd: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      runs,
      metrics: { before, after },
    };
    console.log(JSON.stringify(figures, null, 2));
    writeSection(figures);
    if (Object.values(runs).some((r) => r.pages.non2xx + r.pages.errors + r.orders.non2xx + r.orders.errors))
      process.exitCode = 1;
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
    await database.close();
  }
} finally {
  pair.stop();
}

function writeSection(f: {
  loadAtEnd: number;
  runs: Record<string, { pages: Summary; orders: Summary }>;
  metrics: {
    before: Awaited<ReturnType<typeof metricsOf>>[];
    after: Awaited<ReturnType<typeof metricsOf>>[];
  };
}) {
  const one = f.runs['one node'];
  const ratio = (kind: 'pages' | 'orders', s: Summary) =>
    Math.round((s.requestsPerSecond / (one?.[kind].requestsPerSecond || 1)) * 100) / 100;
  const row = (name: string, kind: 'pages' | 'orders', s: Summary) =>
    `| ${name} | ${s.requestsPerSecond} (${s.each.join(', ')}) | **${ratio(kind, s)}** | ${s.latencyMs.p50} ms | ${s.latencyMs.p99} ms | ${s.non2xx} / ${s.errors} |`;
  const rows = Object.entries(f.runs).flatMap(([name, r]) => [
    row(`catalogue pages, ${name}`, 'pages', r.pages),
    row(`order mix, ${name}`, 'orders', r.orders),
  ]);
  const node = (m: Awaited<ReturnType<typeof metricsOf>>) =>
    `${m.requests} requests, ${m.orders} orders, pool ${m.poolTotal} (${m.poolIdle} idle)`;
  const change = (i: number) => {
    const [was, is] = [f.metrics.before[i], f.metrics.after[i]];
    return was && is ? `${node(was)} → ${node(is)}` : '';
  };
  const section = `## Two nodes behind Caddy

Command: \`npx tsx bench/cluster.ts\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version},
1-minute load average ${loadAtStart} when the run started, ${f.loadAtEnd} when it ended). A PostgreSQL 15 primary
(fsync off) and a streaming replica, ${PRODUCTS.toLocaleString('en')} products; shop nodes of \`WORKERS=${WORKERS}\` writing
to the primary and reading the catalogue from the replica; Debian's Caddy in front (HTTPS, its local CA).
autocannon, ${CONNECTIONS} connections, ${SECONDS} s a load after a 3 s warm-up: first \`deploy/Caddyfile\` with node A
alone, then \`deploy/Caddyfile.two-nodes\` with A and B, then two nodes and one node again (the mean
of both runs; p50 and p99: the worse run). Catalogue pages: random \`GetProductos_V2\` pages of ${PAGE}.
Order mix: demo1, demo2 and guests in turn at random, 1-4 lines of 1-3 units, each with its own key.

| | requests/s (each run) | ratio to one node | p50 | p99 | non-2xx / errors |
|---|---|---|---|---|---|
${rows.join('\n')}

Every process (autocannon, Caddy, both nodes, both PostgreSQL servers) shares the same ${cpus().length} cores, so a second
node adds processes, not cores: the ratio shows what balancing over two nodes costs or gains when nothing is
added underneath (Caddy's TLS and proxying, twice the connection pools on one primary), not what a second
machine would add; on separate machines expect up to one node's figure per node until the primary's orders
(docs/scaling.md) bound it. Each node keeps its own catalogue answer cache, emptied by the order load before
it (every order moves the catalogue version): among 1,200 distinct pages, two nodes build each page once per
node, so the pages' figure here is mostly of cache misses read from a replica on the same cores. The nodes' metrics (\`METRICS_PORT\`, read before and after the eight loads),
node A: ${change(0)}; node B: ${change(1)}.
`;
  writeBenchmarkSection(section);
}
