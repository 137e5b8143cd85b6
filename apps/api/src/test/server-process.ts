// The server as an operator runs it (`tsx apps/api/src/server.ts`), in a child process on a free port, for the
// tests that need real processes on one PostgreSQL database (several of them, or one whose connections end).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { API_BASE } from '@mostrador/contract';
import { repoRoot } from '../config/env';
import type { OpenDatabase } from '../db/database';

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  port: number;
  /** What it printed on stdout so far (the cluster's `[cluster] worker ... replaced` lines among it). */
  stdout: () => string;
}

/** A login (`usuario` with the demo password) over real HTTP to the server at `base`. */
export function loginAt(base: string, usuario: string): Promise<Response> {
  return fetch(`${base}${API_BASE}TerceroApi/LoginTercero`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, contrasena: 'demo-2026' }),
  });
}

/** A port nothing listens on now (the operating system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the server on `DATABASE_URL=url` with `settings` added (on their PORT if they name one, else on a free
 * port); resolves once it says it is up and /health answers on that port. */
export async function startServerProcess(
  url: string,
  settings: Record<string, string>,
  {
    timeoutMs = 100_000,
    ownGroup = false,
  }: {
    /** How long it may take to answer (a loaded machine starting several clusters at once needs more). */
    timeoutMs?: number;
    /** In a process group of its own (its id is the child's pid): a cluster's workers can be killed with it. */
    ownGroup?: boolean;
  } = {},
): Promise<ServerProcess> {
  const port = settings.PORT ? Number(settings.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      // biome-ignore lint/style/noProcessEnv: the child server is started with the test's own environment plus its settings
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      WEB_DIST: '.test-output/no-web-dist',
      ...settings,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: ownGroup,
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    try {
      // Up means every worker of a cluster is (the primary says so once all listen), not just the first.
      const up = printed.includes('mostrador is up') && (await fetch(`${base}${API_BASE}health`)).ok;
      if (up) return { child, base, port, stdout: () => printed };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

/** Ends a server process (SIGTERM) and resolves when it has exited. */
export function stopServerProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The seeded catalogue's first product sold at a price, its stock set to `stock`; returns its id. */
export async function stockedProduct(database: OpenDatabase, stock: number): Promise<number> {
  const { id } = await database.db
    .selectFrom('productos')
    .select('id')
    .where('activo', '=', true)
    .where('precio1', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await database.db.updateTable('productos').set({ disponible: stock }).where('id', '=', id).execute();
  return id;
}
