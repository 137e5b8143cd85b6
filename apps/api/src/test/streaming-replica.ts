// A PostgreSQL primary and a streaming replica of it (pg_basebackup -R), from Debian's binaries, on loopback,
// for the cluster test and its benchmark. Durable settings are PostgreSQL's defaults; `fast` turns fsync off.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { postgresTools } from '../../../../scripts/postgres';

export interface StreamingPair {
  /** Superuser URLs of the `postgres` database on each. */
  primary: string;
  replica: string;
  stop(): void;
}

export function startStreamingPair(ports: { primary: number; replica: number }, fast = true): StreamingPair {
  const { dir, run, stop } = postgresTools('mostrador-cluster-pg-');
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
