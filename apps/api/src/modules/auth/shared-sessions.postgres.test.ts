// Two app instances, each with its own connection pool, on one PostgreSQL database: the shape of several
// API processes behind a load balancer. A session opened on one is known to the other, a logout on one
// ends it on both, and the login limits count the attempts made on both: per address, and per account. Runs only with DATABASE_URL
// (apps/api/vitest.config.ts leaves *.postgres.test.ts out on PGlite).
import { randomBytes } from 'node:crypto';
import { apiPath, errorEnvelope, loginResponse } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type OpenDatabase, openPostgres } from '../../db/database';
import { prepareDatabase } from '../../db/prepare';
import { SESSION_COOKIE } from '../../plugins/auth';
import { databaseUrl, fakeRatesProvider, onServer, postgresServerUrl, testConfig } from '../../test/app';
import type { App } from '../../types';

const serverUrl = postgresServerUrl();

const name = `mostrador_sessions_${randomBytes(5).toString('hex')}`;
const databases: OpenDatabase[] = [];
const apps: App[] = [];

beforeAll(async () => {
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  for (let i = 0; i < 2; i++) {
    const database = openPostgres(databaseUrl(serverUrl, name), 3);
    databases.push(database);
    if (i === 0) await prepareDatabase(database, { seed: true });
    const app = await buildApp({
      config: testConfig({ loginRateLimit: 10 }),
      database,
      ratesProvider: fakeRatesProvider(),
      logger: false,
    });
    await app.ready();
    apps.push(app);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const [first, second] = [() => apps[0] as App, () => apps[1] as App];

async function login(app: App, remoteAddress: string, contrasena = 'demo-2026', usuario = 'demo1') {
  return app.inject({
    method: 'POST',
    url: apiPath('login'),
    payload: { usuario, contrasena },
    remoteAddress,
  });
}

const info = (app: App, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `${apiPath('infoTercero')}?terceroid=1001`, headers });

describe('two app instances on one PostgreSQL', () => {
  it('share sessions: opened on one, used on the other, ended on the other for both', async () => {
    const response = await login(first(), '10.1.0.1');
    expect(response.statusCode).toBe(200);
    const token = loginResponse.parse(response.json()).Datos?.Token ?? '';
    const bearer = { authorization: `Bearer ${token}` };
    const cookie = { cookie: `${SESSION_COOKIE}=${token}` };
    expect((await info(second(), bearer)).statusCode).toBe(200);
    expect((await info(second(), cookie)).statusCode).toBe(200);

    const out = await second().inject({
      method: 'POST',
      url: apiPath('logout'),
      headers: bearer,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    for (const app of [first(), second()]) {
      expect((await info(app, bearer)).statusCode).toBe(401);
      expect((await info(app, cookie)).statusCode).toBe(401);
    }
  });

  it('share the login limit: the 11th attempt across both gets 429', async () => {
    const address = '10.1.0.99';
    // (Names of their own: no account's own throttle applies.)
    for (let i = 0; i < 10; i++) {
      const response = await login(i % 2 === 0 ? first() : second(), address, 'wrong-password', `nadie-${i}`);
      expect(response.statusCode).toBe(401);
    }
    for (const app of [first(), second()]) {
      const blocked = await login(app, address);
      expect(blocked.statusCode).toBe(429);
      expect(errorEnvelope.parse(blocked.json()).Msj).toMatch(/Demasiados intentos/);
    }
    // Another address is not affected.
    expect((await login(second(), '10.1.0.100')).statusCode).toBe(200);
  });

  it('count racing attempts exactly once each', async () => {
    const address = '10.1.0.150';
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        login(i % 2 === 0 ? first() : second(), address, 'wrong-password', `nadie-${i}`),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
  });

  it('share the per-account throttle: racing guesses from many addresses on both, five checked, the right password then refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(i % 2 === 0 ? first() : second(), `10.2.${i}.1`, `adivinada-${i}`, 'demo2'),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    for (const app of [first(), second()]) {
      const right = await login(app, '10.2.99.1', 'demo-2026', 'demo2');
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorEnvelope.parse(right.json()).Msj).toMatch(/Demasiados intentos fallidos con este usuario/);
    }
    // Another account is not affected.
    expect((await login(first(), '10.2.99.2')).statusCode).toBe(200);
  });
});
