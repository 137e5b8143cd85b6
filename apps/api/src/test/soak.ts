// The ERP mode on PGlite under load, for the soak benchmark (bench/soak.ts) and its short version in the tests
// (erp/soak.test.ts): the real server in its own process against the fake ERP, syncing every
// `syncMinutes`, while clients read the catalogue and a monitor asks /apiGold/health twice a second. Between
// syncs the ERP's stock moves (a tenth of its products), as a live ERP's does.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '@mostrador/contract';
import { type FakeErp, startFakeErp } from './fake-erp';

export interface SoakOptions {
  port: number;
  erpPort: number;
  products: number;
  syncMinutes: number;
  /** How long health is asked with no load first (the baseline). */
  baselineSeconds: number;
  loadSeconds: number;
  /** Clients reading the catalogue during the load. */
  clients: number;
  /** A health request unanswered after this long counts as unanswered. */
  healthTimeoutMs: number;
  /** The server's output (default: dropped). */
  stdio?: 'inherit' | 'ignore';
}

export interface SoakResult {
  baseline: Latencies;
  load: Latencies;
  /** Catalogue syncs the ERP saw start during the load. */
  syncsStarted: number;
  /** The ERP's stock of the last change before the end, as the shop answers it (true: it arrived). */
  lastChangeArrived: boolean;
  catalogueRequests: number;
  catalogueFailures: number;
}

export interface Latencies {
  asked: number;
  /** Answered with 200 within the timeout. */
  answered: number;
  maxMs: number;
  p99Ms: number;
  /** Why the others were not: an HTTP status or an error's name, with how often. */
  failures: Record<string, number>;
}

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

function summarise(ms: number[], asked: number, failures: Record<string, number>): Latencies {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    failures,
    asked,
    answered: sorted.length,
    maxMs: Math.round(sorted.at(-1) ?? 0),
    p99Ms: Math.round(sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0),
  };
}

type Answer = { ms: number; body: unknown } | { failure: string };

async function timed(url: string, timeoutMs: number): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.json();
    return res.ok ? { ms: performance.now() - t0, body } : { failure: String(res.status) };
  } catch (error) {
    return { failure: error instanceof Error ? error.name : String(error) };
  }
}

const bodyOf = (answer: Answer) => ('body' in answer ? answer.body : undefined);

/** Asks health every 500 ms until `until()`; one request at a time, as a monitor does. */
async function monitor(url: string, timeoutMs: number, until: () => boolean): Promise<Latencies> {
  const ms: number[] = [];
  const failures: Record<string, number> = {};
  let asked = 0;
  while (!until()) {
    asked += 1;
    const answer = await timed(`${url}/apiGold/health`, timeoutMs);
    if ('ms' in answer) ms.push(answer.ms);
    else failures[answer.failure] = (failures[answer.failure] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 500));
  }
  return summarise(ms, asked, failures);
}

async function startServer(o: SoakOptions, erp: FakeErp, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      // biome-ignore lint/style/noProcessEnv: the server runs with this process's environment (PATH) plus its settings
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(o.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TOKEN_SECRET: 's'.repeat(48),
      ERP_URL: erp.url,
      ERP_TOKEN: erp.token,
      ERP_SYNC_MINUTES: String(o.syncMinutes),
    },
    stdio: ['ignore', o.stdio ?? 'ignore', o.stdio ?? 'ignore'],
  });
  // Up once the first sync has brought the whole catalogue.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const answer = await timed(`http://127.0.0.1:${o.port}/apiGold/health`, 5_000);
    const erpState = (bodyOf(answer) as { Erp?: { ProductosSincronizados?: number } } | undefined)?.Erp;
    if (erpState?.ProductosSincronizados === o.products) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('the first sync did not end in 5 minutes');
}

/** The ERP's stock moves: a tenth of the products get a new figure. */
function moveStock(erp: FakeErp, round: number): void {
  for (const [id, product] of erp.products)
    if ((id + round) % 10 === 0) erp.products.set(id, { ...product, Disponible: (id * 7 + round) % 500 });
}

/** Reads the catalogue as shoppers do (pages, searches, a product) until `until()`. */
async function shopper(
  url: string,
  products: number,
  until: () => boolean,
  counts: { ok: number; failed: number },
) {
  for (let i = 0; !until(); i += 1) {
    const id = 1 + Math.floor(Math.random() * products);
    const path =
      i % 3 === 0
        ? `${apiPath('getProductoData')}?productoid=${id}`
        : `${apiPath('getProductos')}?codigo=null&descripcion=${i % 2 ? `ERP%20${id % 500}` : 'null'}&categoriaid=null&grupoid=null&subgrupoid=null&precio_min=null&precio_max=null&length=${(id % 40) * 24}&bodegaid=1&orden=${i % 3}&api=true&usuarioid=1&empresaid=1`;
    const answer = await timed(`${url}${path}`, 30_000);
    if ('ms' in answer) counts.ok += 1;
    else counts.failed += 1;
  }
}

export async function runSoak(o: SoakOptions): Promise<SoakResult> {
  const erp = await startFakeErp({ products: o.products, pageSize: 100, port: o.erpPort });
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-soak-'));
  let syncsStarted = 0;
  let round = 0;
  let child: ChildProcess | undefined;
  try {
    child = await startServer(o, erp, dataDir);
    const url = `http://127.0.0.1:${o.port}`;
    erp.onRequest = (path) => {
      // The first page of a sync: the stock moves before it is read.
      if (path !== 'ProductoApi/GetProductos_V2') return;
      const first = erp.hits.get(path) ?? 0;
      if (first % (o.products / erp.pageSize + 1) === 1) {
        round += 1;
        syncsStarted += 1;
        moveStock(erp, round);
      }
    };
    let stop = Date.now() + o.baselineSeconds * 1000;
    const baseline = await monitor(url, o.healthTimeoutMs, () => Date.now() > stop);
    syncsStarted = 0;
    stop = Date.now() + o.loadSeconds * 1000;
    const done = () => Date.now() > stop;
    const counts = { ok: 0, failed: 0 };
    const [load] = await Promise.all([
      monitor(url, o.healthTimeoutMs, done),
      ...Array.from({ length: o.clients }, () => shopper(url, o.products, done, counts)),
    ]);
    erp.onRequest = undefined;
    // The last stock the ERP gave before the end reaches the shop with the next sync.
    const probe = [...erp.products.values()].find((p) => (p.Productoid + round) % 10 === 0);
    let lastChangeArrived = false;
    const until = Date.now() + o.syncMinutes * 60_000 * 2 + 60_000;
    while (probe && !lastChangeArrived && Date.now() < until) {
      const answer = await timed(
        `${url}${apiPath('getProductoData')}?productoid=${probe.Productoid}`,
        o.healthTimeoutMs,
      );
      const shown = (bodyOf(answer) as { Producto?: { Disponible?: number } } | undefined)?.Producto;
      lastChangeArrived = shown?.Disponible === probe.Disponible;
      if (!lastChangeArrived) await new Promise((r) => setTimeout(r, 500));
    }
    return {
      baseline,
      load,
      syncsStarted,
      lastChangeArrived,
      catalogueRequests: counts.ok + counts.failed,
      catalogueFailures: counts.failed,
    };
  } finally {
    child?.kill('SIGKILL');
    await erp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
