// A customer's complaint finds its log: every answer names its request's id (X-Request-Id), a 5xx envelope
// quotes it to the customer, and the request's log lines carry it.
import { apiPath } from '@mostrador/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { databaseOfFile, fakeRatesProvider, testConfig } from '../test/app';
import type { App } from '../types';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  status?: number;
}

const database = databaseOfFile();
const apps: App[] = [];
const logged: LogLine[] = [];

/** The app as it runs (or behind a proxy of TRUST_PROXY), with a route that fails as a bug would. */
async function appWith(trustProxy: string[]): Promise<App> {
  const app = await buildApp({
    config: testConfig({ trustProxy }),
    database: database().database,
    ratesProvider: fakeRatesProvider(),
    erpBackground: false,
    logger: {
      level: 'info',
      stream: { write: (line: string) => logged.push(JSON.parse(line) as LogLine) },
    },
  });
  app.get('/apiGold/test/falla', async () => {
    throw new Error('a bug');
  });
  await app.ready();
  apps.push(app);
  return app;
}

afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('the request id', () => {
  it('is in every answer, in the 500 envelope the customer sees, and in that request’s log lines', async () => {
    const app = await appWith([]);
    const ok = await app.inject({ method: 'GET', url: apiPath('health') });
    const failed = await app.inject({ method: 'GET', url: '/apiGold/test/falla' });
    const id = String(failed.headers['x-request-id']);
    expect(String(ok.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(ok.headers['x-request-id']);
    expect(failed.statusCode).toBe(500);
    // The envelope keeps the ERP's keys, Status and Msj, and nothing else.
    expect(failed.json()).toStrictEqual({
      Status: false,
      Msj: `Error interno del servidor (referencia ${id})`,
    });
    const lines = logged.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['unhandled error', 'request']);
    expect(lines.at(-1)?.status).toBe(500);
  });

  it('is the proxy’s own id behind TRUST_PROXY (Caddy’s UUID), and never a client’s without one', async () => {
    const fromCaddy = 'caddy-3f0c9a52-1b7e-4e0f-9d5a-2a8f6c1e7b44';
    const headers = { 'x-request-id': fromCaddy };
    const behind = await appWith(['loopback']);
    const direct = await appWith([]);
    const viaProxy = await behind.inject({ method: 'GET', url: apiPath('health'), headers });
    const fromClient = await direct.inject({ method: 'GET', url: apiPath('health'), headers });
    expect(viaProxy.headers['x-request-id']).toBe(fromCaddy);
    expect(logged.some((line) => line.reqId === fromCaddy && line.msg === 'request')).toBe(true);
    expect(fromClient.headers['x-request-id']).not.toBe(fromCaddy);
    // Nor a "proxy's" id that could break a log line or hide in one.
    const odd = await behind.inject({
      method: 'GET',
      url: apiPath('health'),
      headers: { 'x-request-id': 'a b\u00e9' },
    });
    expect(String(odd.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
