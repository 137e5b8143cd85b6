// The server's pool outlives a PostgreSQL connection the server ends (a restart, a failover, an operator's
// pg_terminate_backend): the next query works and the process does not crash. Runs only when DATABASE_URL
// names a PostgreSQL server (apps/api/vitest.config.ts leaves *.postgres.test.ts out on PGlite).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postgresServerUrl } from '../test/app';
import { type OpenDatabase, openPostgres } from './database';

const serverUrl = postgresServerUrl();

const name = `mostrador_pool_${randomBytes(5).toString('hex')}`;
const idleErrors: Error[] = [];
let database: OpenDatabase;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  database = openPostgres(url.toString(), 2, (error) => idleErrors.push(error));
});

afterAll(async () => {
  await database?.close();
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

it('an idle connection ended by the server is reported and replaced, and the next query works', async () => {
  const one = async () => (await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows[0]?.n;
  expect(await one()).toBe(1);

  const ended = await admin((client) =>
    client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
  );
  expect(ended.rowCount).toBeGreaterThan(0);
  await expect.poll(() => idleErrors.length).toBeGreaterThan(0);
  expect(idleErrors[0]?.message).toMatch(/terminating connection/);

  expect(await one()).toBe(1);
});

it('a query waiting its turn for a busy pool waits past the connect timeout instead of failing', async () => {
  // The pool has two connections: both held for 6 s (over the 5 s a new connection may take), a third query
  // waits for one of them and is answered.
  const held = [1, 2].map(() => sql`select pg_sleep(6)`.execute(database.db));
  const waiting = sql<{ n: number }>`select 3 as n`.execute(database.db);
  expect((await waiting).rows[0]?.n).toBe(3);
  await Promise.all(held);
}, 30_000);
