// A PostgreSQL primary and a streaming replica of it (pg_basebackup -R), from Debian's binaries, on loopback,
// for the cluster test and its benchmark. Durable settings are PostgreSQL's defaults; `fast` turns fsync off.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StreamingPair {
  /** Superuser URLs of the `postgres` database on each. */
  primary: string;
  replica: string;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql');
  return join(root, newest, 'bin');
}

export function startStreamingPair(ports: { primary: number; replica: number }, fast = true): StreamingPair {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-cluster-pg-'));
  chmodSync(dir, 0o777);
  const isRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: the servers run as Debian's `postgres` user then.
  const run = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  const start = (data: string, port: number) => {
    const settings = fast ? ' -c fsync=off -c full_page_writes=off' : '';
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${settings}`;
    run('pg_ctl', ['-D', data, '-o', opts, '-l', `${data}.log`, '-w', 'start']);
  };
  const primaryData = join(dir, 'primary');
  const replicaData = join(dir, 'replica');
  // --auth=trust also lets replication connections from loopback in (pg_hba's `replication` lines).
  run('initdb', ['-D', primaryData, '-U', 'app', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  start(primaryData, ports.primary);
  // A copy of the primary that follows it: -R writes primary_conninfo and standby.signal.
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(ports.primary),
    '-U',
    'app',
    '-D',
    replicaData,
    '-R',
    '-X',
    'stream',
  ]);
  start(replicaData, ports.replica);
  const stop = (data: string) => {
    const args = ['-D', data, '-m', 'immediate', 'stop'];
    if (isRoot) spawnSync('runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), ...args]);
    else spawnSync(join(bin, 'pg_ctl'), args);
  };
  return {
    primary: `postgres://app@127.0.0.1:${ports.primary}/postgres`,
    replica: `postgres://app@127.0.0.1:${ports.replica}/postgres`,
    stop() {
      stop(replicaData);
      stop(primaryData);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
