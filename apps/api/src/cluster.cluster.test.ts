// Past one machine, proven on one: a PostgreSQL primary with a streaming replica (pg_basebackup -R), two shop
// nodes (each a cluster of WORKERS processes) writing to the primary and reading the catalogue from the
// replica (DATABASE_READ_URL), and Caddy (deploy/Caddyfile.two-nodes) balancing between them over HTTPS.
// Then: orders through both nodes, none oversold; the replica's lag in health; the catalogue fresh on both
// nodes after a write; both nodes restarted one after the other under traffic, no request failed; last, a node
// killed in the middle of orders, none lost nor doubled.
// `npm run test:cluster -w @mostrador/api` (short, a step of npm test); CLUSTER_FULL=1 for more orders and
// more traffic. Ports 56008 and 56018 (PostgreSQL) and 4820-4822 (Caddy).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './config/env';
import { type OpenDatabase, openPostgres } from './db/database';
import { prepareDatabase } from './db/prepare';
import { databaseUrl, GUEST, onServer } from './test/app';
import {
  type ServerProcess,
  startServerProcess,
  stockedProduct,
  stopServerProcess,
} from './test/server-process';
import { type StreamingPair, startStreamingPair } from './test/streaming-replica';

// biome-ignore lint/style/noProcessEnv: the test's own switch between its short and full forms
const FULL = process.env.CLUSTER_FULL === '1';
const ORDERS = FULL ? 400 : 60;
/** Lanes of traffic (reads and orders, alternately) during the rolling restart. */
const LANES = FULL ? 4 : 2;
const HTTPS_PORT = 4820;
const dir = mkdtempSync(join(tmpdir(), 'mostrador-cluster-'));

let pair: StreamingPair;
let database: OpenDatabase;
let replica: OpenDatabase;
let primaryUrl = '';
let replicaUrl = '';
const nodes: Array<ServerProcess | undefined> = [undefined, undefined];
let caddy: ChildProcess | undefined;
let agent: Agent;

/** Starts node `i`, two workers in a process group of their own, on the primary and the replica. */
async function startNode(i: number) {
  nodes[i] = await startServerProcess(
    primaryUrl,
    {
      WORKERS: '2',
      DATABASE_READ_URL: replicaUrl,
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      GUEST_ORDER_RATE_LIMIT: '1000000',
      TOKEN_SECRET: 'cluster-secret-0123456789-abcdefghijklmnop',
    },
    { timeoutMs: 180_000, ownGroup: true },
  );
}

beforeAll(async () => {
  pair = startStreamingPair({ primary: 56008, replica: 56018 });
  await onServer(pair.primary, 'CREATE DATABASE shop');
  primaryUrl = databaseUrl(pair.primary, 'shop');
  replicaUrl = databaseUrl(pair.replica, 'shop');
  database = openPostgres(primaryUrl, 4);
  await prepareDatabase(database, { seed: true });
  replica = openPostgres(replicaUrl, 2);
  await caughtUp();
  await Promise.all([startNode(0), startNode(1)]);
  const ports = nodes.map((n) => `127.0.0.1:${n?.port}`);
  caddy = spawn(
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', join(repoRoot, 'deploy/Caddyfile.two-nodes')],
    {
      env: {
        // biome-ignore lint/style/noProcessEnv: caddy runs with the test's PATH plus its settings
        ...process.env,
        XDG_DATA_HOME: join(dir, 'data'),
        XDG_CONFIG_HOME: join(dir, 'config'),
        HTTPS_PORT: String(HTTPS_PORT),
        HTTP_PORT: '4821',
        CADDY_ADMIN_PORT: '4822',
        CADDY_LOG: join(dir, 'access.log'),
        WEB_DIST: join(dir, 'web'),
        NODE_A: ports[0],
        NODE_B: ports[1],
      },
      stdio: 'ignore',
    },
  );
  const ca = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  for (let i = 0; ; i++) {
    try {
      agent = new Agent({ ca: readFileSync(ca), keepAlive: true, maxSockets: 16 });
      if ((await call('GET', `${API_BASE}health`)).status === 200) break;
    } catch (error) {
      if (i > 300) throw error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}, 240_000);

afterAll(async () => {
  caddy?.kill('SIGTERM');
  await Promise.all(nodes.map((n) => (n ? stopServerProcess(n.child) : undefined)));
  await replica?.close();
  await database?.close();
  pair?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** One request through Caddy (HTTPS, its local CA): status and parsed body; a broken connection is status 0. */
function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => {
    const req = request(
      {
        host: 'localhost',
        port: HTTPS_PORT,
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON (a proxy's own error page)
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', () => resolve({ status: 0, body: {} }));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A guest's order of one unit of `productId`. */
const guestOrder = (productId: number) => ({ ...GUEST, Detalles: [{ Productoid: productId, Cantidad: 1 }] });

/** A guest order of one unit, retried with its key until the shop answers it (200 or 409): its order id. */
async function order(productId: number): Promise<{ status: number; id?: number }> {
  const key = randomUUID();
  for (;;) {
    const { status, body } = await call(
      'POST',
      `${API_BASE}${orderPaths.createGuest}`,
      guestOrder(productId),
      {
        'idempotency-key': key,
      },
    );
    if (status === 200) return { status, id: (body.Datos as { pedidoid: number }).pedidoid };
    if (status === 409) return { status };
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves once the replica has replayed everything the primary had written when it was called. */
async function caughtUp() {
  const { rows } = await sql<{ lsn: string }>`SELECT pg_current_wal_lsn()::text AS lsn`.execute(database.db);
  const lsn = rows[0]?.lsn ?? '0/0';
  for (;;) {
    const replayed = await sql<{ done: boolean }>`
      SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS done`.execute(replica.db);
    if (replayed.rows[0]?.done) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function webOrdersOf(productId: number) {
  const { rows } = await sql<{ id: number }>`
    SELECT DISTINCT p.id FROM pedidos p JOIN pedido_lineas l ON l.pedido_id = p.id
    WHERE p.origen = 'web' AND l.producto_id = ${productId} ORDER BY p.id`.execute(database.db);
  return rows.map((r) => r.id);
}

describe('two nodes behind Caddy on a primary and a streaming replica', () => {
  it('sells through both nodes and never oversells', async () => {
    const stock = Math.floor(ORDERS * 0.6);
    const productId = await stockedProduct(database, stock);
    const answers = await Promise.all(Array.from({ length: ORDERS }, () => order(productId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(stock);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(ORDERS - stock);
    const left = await database.db
      .selectFrom('productos')
      .select('disponible')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(left.disponible)).toBe(0);
    const sold = answers.flatMap((a) => (a.id ? [a.id] : []));
    expect((await webOrdersOf(productId)).filter((id) => sold.includes(id))).toHaveLength(stock);
  }, 180_000);

  it('reports the replica’s lag in health, and shows a write on both nodes once the replica has it', async () => {
    for (const node of nodes) {
      const health = (await (await fetch(`${node?.base}${API_BASE}health`)).json()) as {
        Replica?: { RetrasoSegundos: number | null };
      };
      expect(health.Replica?.RetrasoSegundos).toBeGreaterThanOrEqual(0);
    }
    const productId = await stockedProduct(database, 5);
    await database.db
      .updateTable('productos')
      .set({ nombre: 'Recién cambiado', disponible: 7 })
      .where('id', '=', productId)
      .execute();
    await caughtUp();
    for (const node of nodes) {
      const page = await fetch(
        `${node?.base}${API_BASE}ProductoApi/GetProductoDataTercero_v2?productoid=${productId}`,
      );
      const text = await page.text();
      expect(text).toContain('Recién cambiado');
    }
  }, 60_000);
  it('restarts both nodes one after the other under traffic without a failed request', async () => {
    const productId = await stockedProduct(database, 1_000_000);
    let stopped = false;
    const failures: number[] = [];
    let answered = 0;
    // Catalogue reads and guest orders (each with its own key), no client retry: every answer must be a 200.
    const traffic = Promise.all(
      Array.from({ length: LANES }, async (_, lane) => {
        while (!stopped) {
          const { status } =
            lane % 2 === 0
              ? await call('GET', `${API_BASE}ProductoApi/GetProductos_V2`)
              : await call('POST', `${API_BASE}${orderPaths.createGuest}`, guestOrder(productId), {
                  'idempotency-key': randomUUID(),
                });
          answered += 1;
          if (status !== 200) failures.push(status);
        }
      }),
    );
    for (const node of nodes) {
      const said = (pattern: RegExp) => (node?.stdout().match(pattern) ?? []).length;
      const before = said(/worker \d+ replaced/g);
      node?.child.kill('SIGHUP');
      while (said(/worker \d+ replaced/g) < before + 2) {
        if (said(/restart stopped/g) > 0) throw new Error(node?.stdout());
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    stopped = true;
    await traffic;
    expect(answered).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 900_000);

  // Last: the killed node stays down (the suite ends with it).
  it('loses and doubles no order when a node dies in the middle of them', async () => {
    const productId = await stockedProduct(database, 1_000_000);
    const earlier = new Set(await webOrdersOf(productId));
    const acknowledged: number[] = [];
    let started = 0;
    const lanes = Array.from({ length: 6 }, async () => {
      while (started < ORDERS) {
        started += 1;
        const { status, id } = await order(productId);
        expect(status).toBe(200);
        if (id) acknowledged.push(id);
      }
    });
    // Once a third of them are acknowledged, node A's cluster (its primary and workers) dies at once.
    while (acknowledged.length < ORDERS / 3) await new Promise((r) => setTimeout(r, 10));
    const killed = nodes[0]?.child;
    if (killed?.pid) process.kill(-killed.pid, 'SIGKILL');
    await Promise.all(lanes);
    acknowledged.sort((a, b) => a - b);
    expect(new Set(acknowledged).size).toBe(ORDERS);
    expect((await webOrdersOf(productId)).filter((id) => !earlier.has(id))).toEqual(acknowledged);
    const left = await database.db
      .selectFrom('productos')
      .select('disponible')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(left.disponible)).toBe(1_000_000 - ORDERS);
  }, 180_000);
});
