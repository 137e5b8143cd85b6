// Starts what a benchmark measures (the real shop, a baseline server, a throwaway database), and stops it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startThrowawayPostgres } from '../../scripts/postgres';

export const repoRoot = join(import.meta.dirname, '..', '..');

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} in ${timeoutMs} ms`);
}

/**
 * Runs a TypeScript server (`script`, from the repository root) and waits until `readyUrl` answers 2xx.
 * `nodeArgs` go to node before the script (e.g. `--cpu-prof`).
 */
export async function startServer(
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<{ stop(): Promise<void> }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForAnswer(readyUrl, child, timeoutMs);
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Runs apps/api's server on `port`; a fresh PGlite folder unless `env.DATABASE_URL` names a server. */
export async function startShop(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mostrador-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer(
    'apps/api/src/server.ts',
    { LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, ...env },
    `${url}/apiGold/health`,
    120_000,
    nodeArgs,
  );
  return { url, stop: server.stop };
}

/** A throwaway PostgreSQL server on `port` with an empty database `name`; `url` points at that database. */
export async function startBenchDatabase(
  port: number,
  name: string,
  options: { durable?: boolean } = {},
): Promise<{ url: string; stop(): void }> {
  const server = startThrowawayPostgres(port, options);
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
  } catch (error) {
    server.stop();
    throw error;
  }
  return { ...server, url: server.url.replace(/\/postgres$/, `/${name}`) };
}
