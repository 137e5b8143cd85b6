// Orders per second on PostgreSQL: 32 concurrent HTTP clients (keep-alive fetch) send orders (1-4 lines, 1-3 units each,
// from customers demo1/demo2 and guests, each with a fresh Idempotency-Key) across 1,000 products with
// little stock each, so that products run out during the run and stock refusals (409 ErrorDisp) mix with
// sales. Then it counts oversell in the database: units sold beyond a product's starting stock, and any
// product whose stock did not drop by exactly what its order lines say. Both must be 0.
//
//   npx tsx bench/orders.ts                      (a throwaway PostgreSQL server on 127.0.0.1:55491)
//   BENCH_SECONDS=30 BENCH_STOCK=50 npx tsx bench/orders.ts
//   BENCH_DURABLE=1 npx tsx bench/orders.ts      (PostgreSQL's default durability: fsync and synchronous_commit
//                                                 on; written to its own section beside the fsync=off one)
//   BENCH_PG_PORT, BENCH_PORT move the servers; BENCH_WORKERS (default 1) sets the API's WORKERS.
//
// Writes the figures to docs/benchmarks.md, section "Orders".
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'kysely';
import { openPostgres } from '../apps/api/src/db/database';
import { prepareDatabase } from '../apps/api/src/db/prepare';
import { growCatalogue } from '../apps/api/src/db/seed/seed';
import { GUEST_DELIVERY } from './support/load';
import { writeBenchmarkSection } from './support/report';
import { startBenchDatabase, startShop } from './support/shop';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const STOCK = Number(process.env.BENCH_STOCK ?? 35);
const CONNECTIONS = 32;
const PRODUCTS = 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const DURABLE = process.env.BENCH_DURABLE === '1';
const WORKERS = process.env.BENCH_WORKERS ?? '1';
const SECTION = DURABLE ? '## Orders, PostgreSQL default durability' : '## Orders';

const server = await startBenchDatabase(Number(process.env.BENCH_PG_PORT ?? 55491), 'bench_orders', {
  durable: DURABLE,
});
try {
  const { url } = server;

  // Demo data, a catalogue grown to well over 1,000 products, and 1,000 priced products with STOCK each.
  const database = openPostgres(url);
  await prepareDatabase(database, { seed: true });
  await growCatalogue(database.db, 1500);
  const chosen = await database.db
    .selectFrom('productos')
    .select('id')
    .where('activo', '=', true)
    .where('precio1', 'is not', null)
    .orderBy('id')
    .limit(PRODUCTS)
    .execute();
  const ids = chosen.map((r) => r.id);
  if (ids.length < PRODUCTS) throw new Error(`only ${ids.length} priced products`);
  await database.db.updateTable('productos').set({ disponible: STOCK }).where('id', 'in', ids).execute();

  const shop = await startShop(PORT, {
    DATABASE_URL: url,
    TOKEN_SECRET: 'b'.repeat(48),
    WORKERS,
    // Guests order from one address here, as fast as the server takes them.
    GUEST_ORDER_RATE_LIMIT: '1000000',
  });
  try {
    const tokens = await Promise.all(
      ['demo1', 'demo2'].map(async (usuario) => {
        const res = await fetch(`${shop.url}/apiGold/TerceroApi/LoginTercero`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ usuario, contrasena: 'demo-2026' }),
        });
        const body = (await res.json()) as { Datos: { Token: string; Tercerosucid: number } };
        return body.Datos;
      }),
    );

    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
    const lines = () => {
      const count = 1 + Math.floor(Math.random() * 4);
      const set = new Set<number>();
      while (set.size < count) set.add(pick(ids));
      return [...set].map((Productoid) => ({ Productoid, Cantidad: 1 + Math.floor(Math.random() * 3) }));
    };
    /** One order as customer `who` (0: demo1, 1: demo2, 2: a guest); returns the HTTP status. */
    async function order(who: number): Promise<number> {
      const customer = tokens[who];
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      };
      if (customer) headers.authorization = `Bearer ${customer.Token}`;
      const res = await fetch(
        `${shop.url}/apiGold/PedidoApi/${customer ? 'PedidoWebCreate' : 'PedidoWebCreateAnonimo'}`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify(
            customer
              ? { Tercerosucid: customer.Tercerosucid, Observacion: '', Detalles: lines() }
              : { ...GUEST_DELIVERY, Detalles: lines() },
          ),
        },
      );
      await res.arrayBuffer();
      return res.status;
    }

    // CONNECTIONS clients, each sending its next order when the previous one is answered.
    const statuses = new Map<number, number>();
    const latencies: number[] = [];
    let socketErrors = 0;
    const loadAtStart = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, client) => {
        for (let i = 0; performance.now() < deadline; i += 1) {
          const t0 = performance.now();
          try {
            const status = await order((client + i) % 3);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            latencies.push(performance.now() - t0);
          } catch {
            socketErrors += 1;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);

    // Oversell: per product, units in web order lines vs. the stock it started with and the stock left.
    const rows = await sql<{ id: number; disponible: number; sold: number }>`
      SELECT p.id, p.disponible, coalesce(sum(l.cantidad), 0)::int AS sold
      FROM productos p
      LEFT JOIN pedido_lineas l ON l.producto_id = p.id
        AND l.pedido_id IN (SELECT id FROM pedidos WHERE origen = 'web')
      WHERE p.id = ANY(${ids}::int[])
      GROUP BY p.id, p.disponible`.execute(database.db);
    let oversold = 0;
    let mismatched = 0;
    let unitsSold = 0;
    let soldOut = 0;
    for (const r of rows.rows) {
      unitsSold += r.sold;
      oversold += Math.max(0, r.sold - STOCK);
      if (STOCK - r.disponible !== r.sold) mismatched += 1;
      if (r.disponible === 0) soldOut += 1;
    }
    const webOrders = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pedidos WHERE origen = 'web'`.execute(database.db);
    const created = statuses.get(200) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const others = [...statuses].filter(([s]) => s !== 200 && s !== 409);
    const figures = {
      seconds: Math.round(elapsed * 10) / 10,
      loadAtStart,
      connections: CONNECTIONS,
      products: PRODUCTS,
      stockEach: STOCK,
      requests: latencies.length,
      ordersPerSecond: Math.round(created / elapsed),
      requestsPerSecond: Math.round(latencies.length / elapsed),
      created,
      refusedForStock: refused,
      otherStatuses: Object.fromEntries(others),
      errors: socketErrors,
      latencyMs: { p50: percentile(0.5), p99: percentile(0.99), max: Math.round(latencies.at(-1) ?? 0) },
      unitsSold,
      productsSoldOut: soldOut,
      ordersInDatabase: webOrders.rows[0]?.n ?? 0,
      oversoldUnits: oversold,
      stockMismatches: mismatched,
    };
    console.log(JSON.stringify(figures, null, 2));
    writeSection(figures);
    if (oversold > 0 || mismatched > 0 || figures.ordersInDatabase !== created) process.exitCode = 1;
  } finally {
    await shop.stop();
    await database.close();
  }
} finally {
  server.stop();
}

function writeSection(f: {
  seconds: number;
  loadAtStart: number;
  requests: number;
  ordersPerSecond: number;
  requestsPerSecond: number;
  created: number;
  refusedForStock: number;
  otherStatuses: Record<string, number>;
  errors: number;
  latencyMs: { p50: number; p99: number; max: number };
  unitsSold: number;
  productsSoldOut: number;
  ordersInDatabase: number;
  oversoldUnits: number;
  stockMismatches: number;
}) {
  const others = Object.entries(f.otherStatuses)
    .map(([s, c]) => `${c} × ${s}`)
    .join(', ');
  const durability = DURABLE
    ? 'PostgreSQL with its default durability (`fsync`, `synchronous_commit`, `full_page_writes` on: every commit waits for its WAL flush)'
    : 'PostgreSQL with `fsync=off`, `synchronous_commit=off` (no shop runs this; see the next section for default durability)';
  const section = `${SECTION}

Command: \`${DURABLE ? 'BENCH_DURABLE=1 ' : ''}npx tsx bench/orders.ts\` (${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, Node ${process.version},
1-minute load average ${f.loadAtStart} when the run started: other work shared the machine).
\`WORKERS=${WORKERS}\` API process(es) (\`apps/api/src/server.ts\`, pool of 10 connections each) on a throwaway PostgreSQL 15
server on the same machine, ${durability}; ${CONNECTIONS} concurrent clients (keep-alive \`fetch\`, each sending its next order when the
previous one is answered) for ${f.seconds} s send orders of 1-4 lines
(1-3 units each) over ${PRODUCTS} products holding ${STOCK} units each, as demo1, demo2 and guests in turn,
each with a fresh \`Idempotency-Key\`. Products run out during the run, so sales and stock refusals mix.

| figure | value |
|---|---|
| orders created per second | **${f.ordersPerSecond}** (${f.created} in ${f.seconds} s) |
| requests per second (created + refused) | ${f.requestsPerSecond} |
| refused for stock (409 \`ErrorDisp\`) | ${f.refusedForStock} |
| other answers / socket errors | ${others || 'none'} / ${f.errors} |
| latency p50 / p99 / max | ${f.latencyMs.p50} ms / ${f.latencyMs.p99} ms / ${f.latencyMs.max} ms |
| units sold / products sold out | ${f.unitsSold} / ${f.productsSoldOut} |
| web orders in the database | ${f.ordersInDatabase} (must equal the orders created) |
| **oversold units** | **${f.oversoldUnits}** (must be 0) |
| products whose stock did not drop by exactly their order lines | ${f.stockMismatches} (must be 0) |

Each order is one transaction that locks its products in id order (\`SELECT ... ORDER BY id FOR UPDATE\`),
so the figure is bound by row locks on popular products and by PostgreSQL commits; load generator, server
and database share the same cores here.
`;
  writeBenchmarkSection(section);
}
