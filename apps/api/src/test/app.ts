// Test helper: each test FILE gets its own database — PGlite in memory, or, when DATABASE_URL is set
// (scripts/test.ts points it at a throwaway PostgreSQL server), a fresh database created on that server
// and dropped afterwards — migrated and seeded with the demo data, and an app built on it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Session } from '@mostrador/contract';
import { apiPath, loginResponse } from '@mostrador/contract';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config/env';
import { type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import { prepareDatabase } from '../db/prepare';
import { seedDemo } from '../db/seed/seed';
import { MARKER_ID_KEY } from '../erp/outbox';
import type { RatesProvider } from '../modules/rates/provider';
import type { App } from '../types';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** A rates provider that never touches the network (tests replace `latest` as they need). */
export function fakeRatesProvider(
  rates: Record<string, number> = { USD: 1, EUR: 0.9, GBP: 0.8 },
): RatesProvider & { calls: number } {
  const provider = {
    calls: 0,
    async latest(base: string) {
      provider.calls += 1;
      return { base, date: '2026-11-21', rates };
    },
  };
  return provider;
}

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server of `serverUrl`, on a connection of its own. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The PostgreSQL server of DATABASE_URL, which a *.postgres.test.ts file needs (apps/api/vitest.config.ts). */
export function postgresServerUrl(): string {
  const url = loadConfig().databaseUrl;
  if (!url) throw new Error('this file needs DATABASE_URL (see apps/api/vitest.config.ts)');
  return url;
}

/**
 * Database `name` made on the PostgreSQL server of `serverUrl` and prepared as a server prepares its own
 * (migrated; seeded with the demo data when `seed`): its URL for the server processes, and a pool of
 * `connections` on it for the test's own reads.
 */
export async function preparedPostgres(
  serverUrl: string,
  name: string,
  { connections, seed }: { connections: number; seed: boolean },
): Promise<{ url: string; database: OpenDatabase }> {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres(url, connections);
  await prepareDatabase(database, { seed });
  return { url, database };
}

export { GUEST } from './guest';

export interface TestDatabase {
  database: OpenDatabase;
  kind: 'pglite' | 'postgres';
  /** On PostgreSQL, its URL (another pool, as another process would open). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A copy is a database of its own: its own id in the orders' ERP markers, which migration 220 draws once per
 * database (the copies of one seeded database would otherwise share it).
 */
async function withOwnMarker(database: OpenDatabase): Promise<OpenDatabase> {
  await database.db
    .updateTable('app_settings')
    .set({ value: randomBytes(4).toString('hex') })
    .where('key', '=', MARKER_ID_KEY)
    .execute();
  return database;
}

export interface TestDatabaseOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The day the demo data is seeded as of (default: now). */
  now?: Date;
}

/**
 * A fresh, migrated, seeded database for one test file. Seeded with the demo data as of now, it is a copy of
 * the one the run's global setup seeded (src/test/global-setup.ts); with `now` or without the seed it is made
 * here.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = loadConfig().databaseUrl;
  const seeded = (options.seed ?? true) && !options.now ? inject('seededDatabase') : undefined;
  let database: OpenDatabase;
  let drop = async () => {};
  let url: string | undefined;
  if (serverUrl) {
    const name = `mostrador_test_${randomBytes(6).toString('hex')}`;
    const template = seeded?.kind === 'postgres' ? ` TEMPLATE ${seeded.template}` : '';
    await onServer(serverUrl, `CREATE DATABASE ${name}${template}`);
    url = databaseUrl(serverUrl, name);
    database = openPostgres(url, 5);
    drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (template) return { database: await withOwnMarker(database), kind: database.kind, url, drop };
  } else if (seeded?.kind === 'pglite') {
    database = await openPglite('memory://', { from: new Blob([readFileSync(seeded.dump)]) });
    return { database: await withOwnMarker(database), kind: database.kind, drop };
  } else {
    database = await openPglite('memory://');
  }
  await migrate(database);
  if (options.seed ?? true) await seedDemo(database.db, { now: options.now ?? new Date() });
  return { database, kind: database.kind, ...(url ? { url } : {}), drop };
}

/**
 * The test file's own database (`createTestDatabase(options)`): made in the beforeAll of the scope it is called in,
 * closed and dropped in its afterAll. The getter hands it back inside the tests and the scope's later hooks.
 */
export function databaseOfFile(options: TestDatabaseOptions = {}): () => TestDatabase {
  let made: TestDatabase | undefined;
  beforeAll(async () => {
    made = await createTestDatabase(options);
  });
  afterAll(async () => {
    await made?.database.close();
    await made?.drop();
  });
  return () => {
    if (!made) throw new Error('the test database is read before its beforeAll has made it');
    return made;
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: TEST_SECRET,
      WEB_DIST: '.test-output/no-web-dist',
      // The .eml files of the tests' messages: never in the shop's own .data.
      DATA_DIR: '.test-output/data',
    }),
    loginRateLimit: 1000,
    guestOrderRateLimit: 1000,
    ...overrides,
  };
}

/** An answer of `app.inject`. */
export type InjectAnswer = Awaited<ReturnType<App['inject']>>;

export interface TestApp {
  app: App;
  database: OpenDatabase;
  /** The database it runs on (pass it to another `createTestApp` to share the data); `close` drops it when
   * this app created it. */
  testDatabase: TestDatabase;
  config: Config;
  rates: ReturnType<typeof fakeRatesProvider>;
  /** Logs in and returns the session (token and customer). */
  login(usuario: 'demo1' | 'demo2' | string, contrasena?: string): Promise<Session>;
  /** The login's answer as it comes (status, headers, body): the demo password unless another is given. */
  loginAnswer(usuario: string, contrasena?: string): Promise<InjectAnswer>;
  /** `Authorization` header of a session. */
  bearer(session: Session | string): { authorization: string };
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  now?: () => Date;
  ratesProvider?: RatesProvider;
  testDatabase?: TestDatabase;
  /** Fastify's logger option (default: none). */
  logger?: FastifyServerOptions['logger'];
  /** With config.erp: run the connector's timers (default false: tests call `app.erp` themselves). */
  erpBackground?: boolean;
  /** Run the mail worker's timer (default false: tests call `app.mail.deliver()` themselves). */
  mailBackground?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = options.testDatabase ?? (await createTestDatabase());
  const config = testConfig(options.config);
  const rates = fakeRatesProvider();
  const app = await buildApp({
    config,
    database: testDatabase.database,
    ratesProvider: options.ratesProvider ?? rates,
    logger: options.logger ?? false,
    erpBackground: options.erpBackground ?? false,
    mailBackground: options.mailBackground ?? false,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  const loginAnswer = (usuario: string, contrasena = 'demo-2026') =>
    app.inject({ method: 'POST', url: apiPath('login'), payload: { usuario, contrasena } });
  return {
    app,
    database: testDatabase.database,
    testDatabase,
    config,
    rates,
    loginAnswer,
    async login(usuario, contrasena) {
      const body = loginResponse.parse((await loginAnswer(usuario, contrasena)).json());
      if (!body.Datos) throw new Error(`login failed: ${body.Msj}`);
      return body.Datos;
    },
    bearer(session) {
      return { authorization: `Bearer ${typeof session === 'string' ? session : session.Token}` };
    },
    async close() {
      await app.close();
      if (!options.testDatabase) {
        await testDatabase.database.close();
        await testDatabase.drop();
      }
    },
  };
}
