// The Prometheus figures as an operator scrapes them: a real server (WORKERS=2, so the primary adds up its
// workers' figures) on PostgreSQL with the fake ERP, METRICS_PORT on loopback asked over HTTP before and after
// catalogue reads and an order. Ports 4800-4809.
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { API_BASE, orderPaths } from '@mostrador/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersion } from '../db/catalogue-version';
import type { OpenDatabase } from '../db/database';
import { GUEST, onServer, postgresServerUrl, preparedPostgres } from '../test/app';
import { type FakeErp, startFakeErp } from '../test/fake-erp';
import { startServerProcess, stopServerProcess } from '../test/server-process';

const serverUrl = postgresServerUrl();

const METRICS = 'http://127.0.0.1:4801/metrics';
const name = `mostrador_metrics_${randomBytes(5).toString('hex')}`;
let database: OpenDatabase;
let erp: FakeErp;
let child: ChildProcess | undefined;
let base = '';

beforeAll(async () => {
  const prepared = await preparedPostgres(serverUrl, name, { connections: 2, seed: false });
  const url = prepared.url;
  database = prepared.database;
  erp = await startFakeErp({ products: 30 });
  ({ child, base } = await startServerProcess(url, {
    LOG_LEVEL: 'warn',
    WORKERS: '2',
    METRICS_PORT: '4801',
    ERP_URL: erp.url,
    ERP_TOKEN: erp.token,
    GUEST_ORDER_RATE_LIMIT: '1000',
  }));
}, 180_000);

afterAll(async () => {
  if (child) await stopServerProcess(child);
  await erp?.close();
  await database?.close();
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** The scrape's samples: `name{labels}` → value (summed over the workers by the primary). */
async function scrape(): Promise<Map<string, number>> {
  const response = await fetch(METRICS);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match?.[1] && match[2]) samples.set(match[1], Number(match[2]));
  }
  return samples;
}

/** Scrapes until `ready` holds (the ERP's sync and delivery run in the background). */
async function scrapeUntil(ready: (samples: Map<string, number>) => boolean): Promise<Map<string, number>> {
  for (let i = 0; i < 100; i++) {
    const samples = await scrape();
    if (ready(samples)) return samples;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the figures never showed it');
}

/**
 * Waits until the catalogue's version holds for a second: a write still running after the first sync moves it,
 * and a moved version is a new answer to build (the misses counted below are of a catalogue at rest).
 */
async function catalogueAtRest(): Promise<void> {
  let last = await catalogueVersion(database.db);
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await catalogueVersion(database.db);
    if (now === last) return;
    last = now;
  }
  throw new Error('the catalogue never came to rest');
}

const page = `mostrador_http_requests_total{method="GET",route="${API_BASE}ProductoApi/GetProductos_V2",status="200"}`;
const placed = 'mostrador_orders_placed_total{buyer="guest"}';
const delivered = 'mostrador_outbox_items{outbox="erp",state="enviado"}';
const misses = 'mostrador_catalogue_cache_lookups_total{cache="answers",result="miss"}';
const hits = 'mostrador_catalogue_cache_lookups_total{cache="answers",result="hit"}';

describe('METRICS_PORT', () => {
  it('serves on loopback what the shop did: requests, cache hits, orders, the ERP outbox and sync, the pool', async () => {
    // The ERP's first sync has been written: its age is known.
    const before = await scrapeUntil((s) => (s.get('mostrador_erp_last_sync_age_seconds') ?? -1) >= 0);
    expect(before.get(placed) ?? 0).toBe(0);
    expect(before.get(delivered) ?? 0).toBe(0);
    expect(before.get('mostrador_db_pool_connections{pool="primary",state="total"}')).toBeGreaterThan(0);
    await catalogueAtRest();

    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${base}${API_BASE}ProductoApi/GetProductos_V2`)).status).toBe(200);
    }
    const order = await fetch(`${base}${API_BASE}${orderPaths.createGuest}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ ...GUEST, Detalles: [{ Productoid: 1, Cantidad: 2 }] }),
    });
    expect(order.status).toBe(200);

    const after = await scrapeUntil((s) => s.get(delivered) === 1);
    expect((after.get(page) ?? 0) - (before.get(page) ?? 0)).toBe(6);
    // Two workers: each builds the page once at most, then serves it from its cache.
    expect((after.get(misses) ?? 0) - (before.get(misses) ?? 0)).toBeLessThanOrEqual(2);
    expect((after.get(hits) ?? 0) - (before.get(hits) ?? 0)).toBeGreaterThanOrEqual(4);
    expect(after.get(placed)).toBe(1);
    expect(erp.orders).toHaveLength(1);
    expect(
      after.get(
        `mostrador_http_request_duration_seconds_count{method="GET",route="${API_BASE}ProductoApi/GetProductos_V2"}`,
      ),
    ).toBeGreaterThanOrEqual(6);
  });

  it('is not on the shop’s own port', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });
});
