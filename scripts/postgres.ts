// A throwaway PostgreSQL server on loopback, for the tests and benchmarks that need a real one.
// Uses Debian's binaries (apt-get install postgresql); .ci/run installs them. PG_TEST_PORT moves it off 55432
// (two test runs side by side).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  /** A superuser URL to the `postgres` database; callers may create databases of their own. */
  url: string;
  stop(): void;
}

export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * A fresh folder for a throwaway server's data and socket, `run` for Debian's binaries (as its `postgres`
 * user when this process is root: initdb refuses root) and `stop` for the server of a data folder, at once.
 * Shared with apps/api/src/test/streaming-replica.ts.
 */
export function postgresTools(prefix: string) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql');
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o777);
  const isRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const stop = (data: string) => {
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]);
    else spawnSync(join(bin, 'pg_ctl'), args);
  };
  return { dir, run, stop };
}

/** `durable`: PostgreSQL's default durability (fsync, synchronous_commit, full_page_writes on) instead of the
 * fast, crash-unsafe settings tests use. */
export function startThrowawayPostgres(
  port = Number(process.env.PG_TEST_PORT || 55432),
  { durable = false }: { durable?: boolean } = {},
): ThrowawayPostgres {
  const { dir, run, stop } = postgresTools('mostrador-pg-');
  run('initdb', ['-D', join(dir, 'data'), '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=300`;
  run('pg_ctl', ['-D', join(dir, 'data'), '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      stop(join(dir, 'data'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
