// The staff console's order inbox over 100,000 web orders on PostgreSQL, against the catalogue page of the
// same run (issue 50: the inbox's p99 within 3x the catalogue page's).
// Seeds the demo data, grows the catalogue to 100,000 products (as bench/catalogue.ts) and adds 100,000 web
// orders of the last year (two lines each, customers' and guests', in every state) with one INSERT ... SELECT
// over generate_series; starts the real server (WORKERS=1) on a throwaway PostgreSQL 15, signs in as the demo's
// staff owner, then drives with autocannon, one after the other, each after a 3 s warm-up:
// - GET /staff/api/orders filtered by a random state and a random 30-day window of the year, sorted by a random
//   column (date, number, customer, total, state) either way, a random page of the first 5 of 25 orders;
// - GET ProductoApi/GetProductos_V2, random pages of 24 (as bench/catalogue.ts).
//
//   npx tsx bench/console-inbox.ts   (BENCH_SECONDS=20, BENCH_CONNECTIONS=8, BENCH_PORT, BENCH_PG_PORT)
//
// Writes the figures to docs/benchmarks.md, section "Console order inbox".
import { cpus, loadavg } from 'node:os';
import { orderSorts, orderStates } from '@mostrador/contract/console';
import autocannon, { type Result } from 'autocannon';
import { sql } from 'kysely';
import type { OpenDatabase } from '../apps/api/src/db/database';
import { openPostgres } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { growCatalogue } from '../apps/api/src/db/seed/seed';
import { cataloguePagePath } from './support/catalogue-page';
import { type LoadSummary, loadSummary } from './support/load';
import { writeBenchmarkSection } from './support/report';
import { startBenchDatabase, startShop } from './support/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ORDERS = 100_000;
const PRODUCTS = 100_000;
const DAYS = 365;
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55496);
const TARGET = 3;

/** 100,000 web orders over the last DAYS days, in every state, a third of them guests', two lines each. */
async function seedOrders(database: OpenDatabase) {
  await sql`
    INSERT INTO pedidos (tercero_id, sucursal_id, origen, prefijo, numero, fecha, creado, estado, observacion,
                         vlrbruto, impuesto, total, invitado, motivo_anulacion)
    SELECT CASE WHEN g % 3 = 0 THEN NULL ELSE c.id END, CASE WHEN g % 3 = 0 THEN NULL ELSE c.sucursal END,
           'web', 'WEB', nextval('pedidos_web_numero_seq'), f.fecha, f.fecha,
           (ARRAY['pendiente','aprobado','despachado','entregado','anulado'])[1 + g % 5],
           'Pedido ' || g, (g % 997) * 1000 + 500, (g % 997) * 190 + 95, (g % 997) * 1190 + 595,
           CASE WHEN g % 3 = 0 THEN jsonb_build_object('Nit', '900' || g, 'Tercero', 'Invitado ' || g,
             'Telefono1', '3000000000', 'Direccion', 'Calle ' || g, 'Email', 'g' || g || '@example.com',
             'Ciudad', '05001', 'Departamento', '05') END,
           CASE WHEN g % 5 = 4 THEN 'Sin existencias' END
    FROM generate_series(1, ${ORDERS}) g
    CROSS JOIN LATERAL (SELECT now() - ((g * 7919) % (${DAYS} * 86400)) * interval '1 second' AS fecha) f
    CROSS JOIN LATERAL (
      SELECT t.id, (SELECT min(s.id) FROM tercero_sucursales s WHERE s.tercero_id = t.id) AS sucursal
      FROM terceros t ORDER BY t.id OFFSET (g % (SELECT count(*) FROM terceros)) LIMIT 1) c`.execute(
    database.db,
  );
  await sql`
    INSERT INTO pedido_lineas (pedido_id, producto_id, cantidad, precio, subtotal, impuesto, impuesto_porcentaje)
    SELECT p.id, pr.id, 1 + n, 500, 500 * (1 + n), 95 * (1 + n), 19
    FROM pedidos p CROSS JOIN generate_series(0, 1) n
    CROSS JOIN LATERAL (SELECT id FROM productos ORDER BY id OFFSET (p.id + n) % 29 LIMIT 1) pr
    WHERE p.origen = 'web'`.execute(database.db);
  await sql`VACUUM ANALYZE pedidos`.execute(database.db);
  await sql`VACUUM ANALYZE pedido_lineas`.execute(database.db);
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** A random inbox page: one state, a 30-day window of the year, a sort either way, one of the first 5 pages. */
function inboxPath(): string {
  const start = 30 + Math.floor(Math.random() * (DAYS - 30));
  const query = new URLSearchParams({
    state: pick(orderStates.filter((s) => s !== 'facturado')),
    from: day(start),
    to: day(start - 29),
    sort: pick(orderSorts),
    dir: pick(['asc', 'desc']),
    page: String(1 + Math.floor(Math.random() * 5)),
    pageSize: '25',
  });
  return `/staff/api/orders?${query}`;
}

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/staff/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'demo-staff', password: 'demo-2026' }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('mostrador_staff='));
  if (!answer.ok || !cookie) throw new Error(`staff sign-in: HTTP ${answer.status} ${await answer.text()}`);
  return cookie.split(';')[0] ?? '';
}

async function load(url: string, path: () => string, headers: Record<string, string> = {}): Promise<Result> {
  const requests = [{ setupRequest: (request: object) => ({ ...request, path: path(), headers }) }];
  await autocannon({ url, connections: CONNECTIONS, duration: 3, requests });
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
}

type Summary = LoadSummary;

const loadAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
const server = await startBenchDatabase(PG_PORT, 'bench_console_inbox');
try {
  const database = openPostgres(server.url);
  const seedStarted = performance.now();
  await prepareDatabase(database, { seed: true });
  await growCatalogue(database.db, PRODUCTS);
  await seedOrders(database);
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  const sample = new URL(`http://x${inboxPath()}`).searchParams;
  const plan = await explain(database, sample);
  await database.close();
  console.log(`${ORDERS} orders and ${PRODUCTS} products seeded in ${seedSeconds} s\n${plan}`);

  const shop = await startShop(PORT, {
    DATABASE_URL: server.url,
    TOKEN_SECRET: 'd'.repeat(48),
    WORKERS: '1',
  });
  let inbox: Result;
  let catalogue: Result;
  try {
    const cookie = await signIn(shop.url);
    const first = await fetch(`${shop.url}/staff/api/orders?state=aprobado&from=${day(60)}&to=${day(31)}`, {
      headers: { cookie },
    });
    const page = (await first.json()) as { orders?: unknown[]; total?: number };
    if (!first.ok || !page.orders?.length) throw new Error(`the inbox answered ${first.status}: no orders`);
    console.log(`a month of approved orders: ${page.total}`);
    inbox = await load(shop.url, inboxPath, { cookie });
    catalogue = await load(shop.url, cataloguePagePath);
  } finally {
    await shop.stop();
  }
  const figures = {
    seedSeconds,
    inbox: loadSummary(inbox),
    catalogue: loadSummary(catalogue),
    ratio: Math.round((inbox.latency.p99 / Math.max(1, catalogue.latency.p99)) * 100) / 100,
    loadAverage: [loadAtStart, Math.round((loadavg()[0] ?? 0) * 10) / 10],
  };
  console.log(JSON.stringify(figures, null, 2));
  writeSection(figures);
  if (inbox.non2xx + inbox.errors + catalogue.non2xx + catalogue.errors > 0) process.exitCode = 1;
} finally {
  server.stop();
}

/** EXPLAIN ANALYZE of the inbox's page query for one sample filter, sorted by date and by customer. */
async function explain(database: OpenDatabase, q: URLSearchParams): Promise<string> {
  const plans: string[] = [];
  for (const order of [
    sql`p.fecha DESC, p.id DESC`,
    sql`coalesce(t.nombre, p.invitado->>'Tercero', '') ASC, p.id ASC`,
  ]) {
    const rows = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE
      SELECT p.id, p.numero, p.fecha, p.total, p.estado, coalesce(t.nombre, p.invitado->>'Tercero', '') AS nombre,
             (SELECT count(*)::int FROM pedido_lineas l WHERE l.pedido_id = p.id) AS lineas
      FROM pedidos p LEFT JOIN terceros t ON t.id = p.tercero_id LEFT JOIN erp_outbox o ON o.pedido_id = p.id
      WHERE p.origen = 'web' AND p.estado = ${q.get('state')}
        AND p.fecha >= ${`${q.get('from')}T00:00:00Z`}::timestamptz
        AND p.fecha < ${`${q.get('to')}T00:00:00Z`}::timestamptz + interval '1 day'
      ORDER BY ${order} LIMIT 25 OFFSET 50`.execute(database.db);
    plans.push(rows.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  const count = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE
    SELECT count(*)::int FROM pedidos p LEFT JOIN terceros t ON t.id = p.tercero_id
    WHERE p.origen = 'web' AND p.estado = ${q.get('state')}
      AND p.fecha >= ${`${q.get('from')}T00:00:00Z`}::timestamptz
      AND p.fecha < ${`${q.get('to')}T00:00:00Z`}::timestamptz + interval '1 day'`.execute(database.db);
  plans.push(count.rows.map((r) => r['QUERY PLAN']).join('\n'));
  return plans.join('\n\n');
}

function writeSection(f: {
  seedSeconds: number;
  inbox: Summary;
  catalogue: Summary;
  ratio: number;
  loadAverage: number[];
}) {
  const row = (s: Summary) =>
    `p99 ${s.latencyMs.p99} ms (p50 ${s.latencyMs.p50} ms, ${s.requestsPerSecond} req/s, ${s.non2xx} non-2xx)`;
  writeBenchmarkSection(`## Console order inbox

| | |
|---|---|
| measures | \`GET /staff/api/orders\` as the demo's staff owner over ${ORDERS.toLocaleString('en')} web orders of the last year (two lines each, a third guests', every state): a random state, a random 30-day window, a random sort (date, number, customer, total, state) either way, a random page of the first 5 of 25; autocannon ${CONNECTIONS} connections for ${SECONDS} s after a 3 s warm-up, on a throwaway PostgreSQL 15, \`WORKERS=1\`; baseline: the catalogue page (\`GetProductos_V2\`, random pages of 24 of ${PRODUCTS.toLocaleString('en')} products, as "Catalogue") the same way right after |
| target | the inbox's p99 within **${TARGET}x** the catalogue page's p99 |
| now | inbox **${row(f.inbox)}**; catalogue page ${row(f.catalogue)}: ratio **${f.ratio}** |
| measured | ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, load average ${f.loadAverage.join(' → ')}; seeded in ${f.seedSeconds} s |
| command | \`npx tsx bench/console-inbox.ts\` (\`BENCH_SECONDS\`, \`BENCH_CONNECTIONS\`, \`BENCH_PORT\`, \`BENCH_PG_PORT\`) |

The page's query and its count find a state's month through the partial index \`pedidos_web_estado\` (state,
date, id of web orders; migration 500): about 1,650 orders a month and state here, counted in under 1 ms. Sorted
by date the page is read from the index in order; by another column that month's orders are sorted (by the
customer's name, collated, about 7 ms in EXPLAIN ANALYZE); each row's lines are counted through
\`pedido_lineas_pedido\`. No index was added for it. The catalogue page is mostly a hit of its answer cache (see
"Catalogue"); the inbox is read from PostgreSQL every time, with the staff session checked.
`);
}
