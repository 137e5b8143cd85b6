// The server as an operator runs it (`tsx apps/api/src/server.ts`, WORKERS=1) on PostgreSQL, when the
// database's connections are ended under it (an operator's pg_terminate_backend, a restart, a failover) while
// orders are in flight: the orders that were using them get a 503 envelope and take nothing, the process lives
// on, and the next order succeeds on a new connection. Runs only when DATABASE_URL names a PostgreSQL server
// (apps/api/vitest.config.ts leaves *.postgres.test.ts out on PGlite).
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_BASE, errorEnvelope, orderPaths } from '@mostrador/contract';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer, postgresServerUrl, preparedPostgres } from '../test/app';
import { productStock } from '../test/fixtures';
import { loginAt, startServerProcess, stockedProduct, stopServerProcess } from '../test/server-process';
import type { OpenDatabase } from './database';

const serverUrl = postgresServerUrl();

const name = `mostrador_lost_${randomBytes(5).toString('hex')}`;
let database: OpenDatabase;
let child: ChildProcess;
let base = '';
let session = { Token: '', Tercerosucid: 0 };
let productId = 0;

/** A connection of the test's own to the shop's database (not one of the shop's). */
async function admin(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl ?? '', name) });
  await client.connect();
  return client;
}

/** Ends every connection the shop holds to its database (the test's own `keep` excepted). */
async function terminateShopConnections(keep: pg.Client): Promise<number> {
  const ended = await keep.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  return ended.rowCount ?? 0;
}

/** How many of the shop's connections wait for a lock (the test's row). */
async function waitingOnLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = ${name} AND wait_event_type = 'Lock'`.execute(
    database.db,
  );
  return rows[0]?.n ?? 0;
}

async function order(quantity = 1) {
  const response = await fetch(`${base}${API_BASE}${orderPaths.create}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.Token}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({
      Tercerosucid: session.Tercerosucid,
      Detalles: [{ Productoid: productId, Cantidad: quantity }],
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stock = () => productStock(database.db, productId);

beforeAll(async () => {
  const prepared = await preparedPostgres(serverUrl, name, { connections: 2, seed: true });
  const url = prepared.url;
  database = prepared.database;
  productId = await stockedProduct(database, 100);
  ({ child, base } = await startServerProcess(url, {
    LOG_LEVEL: 'error',
    WORKERS: '1',
    TOKEN_SECRET: 'lost-connection-secret-0123456789-abcdefghij',
  }));
  const response = await loginAt(base, 'demo1');
  session = ((await response.json()) as { Datos: typeof session }).Datos;
}, 180_000);

afterAll(async () => {
  if (child) await stopServerProcess(child);
  await database?.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('a PostgreSQL connection lost under the server', () => {
  it('costs the orders in flight a 503 envelope, not the process; the next order succeeds', async () => {
    const before = await stock();
    // The test holds the product's row, so the orders wait for it inside their transactions.
    const holder = await admin();
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM productos WHERE id = $1 FOR UPDATE', [productId]);
    const inFlight = Array.from({ length: 4 }, () => order());
    // Asked on another connection: a transaction sees pg_stat_activity as it was at its first look.
    await expect.poll(() => waitingOnLocks(), { timeout: 15_000 }).toBe(4);

    expect(await terminateShopConnections(holder)).toBeGreaterThanOrEqual(4);
    await holder.query('ROLLBACK');
    await holder.end();

    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(errorEnvelope.parse(answer.body).Msj).toMatch(/base de datos/i);
    }
    expect(child.exitCode).toBeNull();
    expect(await stock()).toBe(before);

    const next = await order(2);
    expect(next.status).toBe(200);
    expect(next.body).toMatchObject({ Status: true });
    expect(await stock()).toBe(before - 2);
  });

  it('answers 503 while the database refuses connections, and orders again once it takes them', async () => {
    const keeper = await admin();
    try {
      await onServer(serverUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await terminateShopConnections(keeper);
      const refused = await order();
      expect(refused.status).toBe(503);
      expect(errorEnvelope.parse(refused.body).Msj).toMatch(/base de datos/i);
      // A login too (its per-address limit is counted in the database).
      const login = await loginAt(base, 'demo1');
      expect(login.status).toBe(503);
      expect(errorEnvelope.parse(await login.json()).Msj).toMatch(/base de datos/i);
      expect(child.exitCode).toBeNull();
    } finally {
      await onServer(serverUrl, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await keeper.end();
    }
    const back = await order();
    expect(back.status).toBe(200);
  });
});
