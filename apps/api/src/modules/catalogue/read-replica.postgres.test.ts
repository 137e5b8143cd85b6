// DATABASE_READ_URL: catalogue reads go to the read replica, orders and writes to DATABASE_URL. Streaming
// replication is not practical in this test, so the "replica" is a second database on the same PostgreSQL
// server, copied from the first (CREATE DATABASE ... TEMPLATE) and then made to differ, so that each answer
// shows which database it came from. Runs only when DATABASE_URL names a PostgreSQL server.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_BASE,
  apiPath,
  getProductoDataResponse,
  getProductosResponse,
  orderPaths,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type OpenDatabase, openPostgres } from '../../db/database';
import {
  createTestApp,
  createTestDatabase,
  databaseUrl,
  GUEST,
  onServer,
  postgresServerUrl,
  type TestApp,
  type TestDatabase,
} from '../../test/app';

const serverUrl = postgresServerUrl();

const replicaName = `mostrador_replica_${randomBytes(5).toString('hex')}`;
let primary: TestDatabase;
let replica: OpenDatabase;
let t: TestApp;

beforeAll(async () => {
  primary = await createTestDatabase();
  const primaryName = (await sql<{ n: string }>`select current_database() as n`.execute(primary.database.db))
    .rows[0]?.n;
  // A database cannot be copied while connections are open on it.
  await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(
    primary.database.db,
  );
  await primary.database.close();
  await onServer(serverUrl, `CREATE DATABASE ${replicaName} TEMPLATE ${primaryName}`);
  primary = { ...primary, database: openPostgres(databaseUrl(serverUrl, `${primaryName}`), 5) };
  const replicaUrl = databaseUrl(serverUrl, replicaName);
  replica = openPostgres(replicaUrl, 2);
  await sql`UPDATE productos SET nombre = 'Leído de la réplica' WHERE id = 96`.execute(replica.db);
  t = await createTestApp({ testDatabase: primary, config: { databaseReadUrl: replicaUrl } });
}, 60_000);

afterAll(async () => {
  await t?.app.close();
  await replica?.close();
  await primary?.database.close();
  await primary?.drop();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${replicaName} WITH (FORCE)`);
});

it('reads catalogue pages from DATABASE_READ_URL and writes orders to DATABASE_URL', async () => {
  const detail = await t.app.inject({ url: `${apiPath('getProductoData')}?productoid=96` });
  expect(getProductoDataResponse.parse(detail.json()).Producto.Producto).toBe('Leído de la réplica');
  const { codigo } = await replica.db
    .selectFrom('productos')
    .select('codigo')
    .where('id', '=', 96)
    .executeTakeFirstOrThrow();
  const page = await t.app.inject({ url: `${apiPath('getProductos')}?codigo=${encodeURIComponent(codigo)}` });
  const onPage = getProductosResponse.parse(page.json()).Datos?.find((p) => p.Productoid === 96);
  expect(onPage?.Producto).toBe('Leído de la réplica');

  const stock = async (db: OpenDatabase) =>
    (await db.db.selectFrom('productos').select('disponible').where('id', '=', 96).executeTakeFirstOrThrow())
      .disponible;
  const before = await stock(primary.database);
  expect(before).toBeGreaterThan(0);
  const order = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}${orderPaths.createGuest}`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { ...GUEST, Detalles: [{ Productoid: 96, Cantidad: 1 }] },
  });
  expect(order.statusCode, order.body).toBe(200);
  expect(await stock(primary.database)).toBe(before - 1);
  expect(await stock(replica)).toBe(before);
});
