// Opens the database: PGlite in a folder (default) or a PostgreSQL server (DATABASE_URL), both behind Kysely.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresDialect,
  type TransactionSettings,
} from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import { ConfigError, exitOnConfigError, settingProblem } from '../config/env';
import { FolderInUse, lockFolder } from './folder-lock';
import type { DB } from './schema';
import { DatabaseUnavailable } from './unavailable';

export type Database = Kysely<DB>;

/** Runs plain SQL text (several statements allowed) on one session; returns the last statement's rows. */
export type RunScript = (text: string) => Promise<Record<string, unknown>[]>;

export interface OpenDatabase {
  db: Database;
  /** 'pglite' (embedded) or 'postgres' (a server). */
  kind: 'pglite' | 'postgres';
  /** Holds one session (connection) for `fn`: for migrations, which are SQL files. */
  session<T>(fn: (run: RunScript) => Promise<T>): Promise<T>;
  /** PostgreSQL: the pool's connections now (the metrics read it); PGlite has one session and no pool. */
  connections?: () => PoolConnections;
  close(): Promise<void>;
}

export interface PoolConnections {
  total: number;
  idle: number;
  /** Requests waiting for a connection of a pool that has none free. */
  waiting: number;
}

export interface PgliteDatabase extends OpenDatabase {
  kind: 'pglite';
  /** The whole data folder as one tarball, which `openPglite(..., { from })` starts from. */
  dump(): Promise<Blob>;
}

const NUMERIC = 1700;
const DATE = 1082;
const keepText = (value: string) => value;

/** A queue of one: PGlite has a single session, so a transaction must keep it to itself. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((r) => {
      release = r;
    });
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

/** Wraps kysely-pglite's driver so that queries and transactions take turns on PGlite's one session. */
class SerialDriver implements Driver {
  #releases = new Map<DatabaseConnection, () => void>();
  constructor(
    private readonly inner: Driver,
    private readonly mutex: Mutex,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection() {
    const release = await this.mutex.lock();
    const connection = await this.inner.acquireConnection();
    this.#releases.set(connection, release);
    return connection;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  async releaseConnection(connection: DatabaseConnection) {
    await this.inner.releaseConnection(connection);
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/**
 * PGlite in `dataDir` (a folder, created when missing), or in memory when `dataDir` is 'memory://'; `from`, a
 * tarball of another's `dump()`, starts it with that data instead of an empty cluster.
 */
export async function openPglite(dataDir: string, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockFolder(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, {
      ...(options.from ? { loadDataDir: options.from } : {}),
      relaxedDurability: true,
      parsers: { [NUMERIC]: keepText, [DATE]: keepText },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const mutex = new Mutex();
  const base = new KyselyPGlite(client).dialect;
  const dialect: Dialect = {
    createAdapter: () => base.createAdapter(),
    createDriver: () => new SerialDriver(base.createDriver(), mutex),
    createIntrospector: (db) => base.createIntrospector(db),
    createQueryCompiler: () => base.createQueryCompiler(),
  };
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    kind: 'pglite',
    async session(fn) {
      const release = await mutex.lock();
      try {
        return await fn(async (text) => {
          const results = await client.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        release();
      }
    },
    async dump() {
      const release = await mutex.lock();
      try {
        return await client.dumpDataDir('none');
      } finally {
        release();
      }
    },
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
      unlock();
    },
  };
}

function warnIdleError(error: Error): void {
  console.warn(`[db] an idle PostgreSQL connection closed (${error.message}); the pool opens another`);
}

/**
 * How long a new connection (or a wait for a free one) may take before the request is a 503: a server that
 * drops packets would otherwise hold it for the operating system's TCP timeout, about two minutes.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection that gives up on a server that does not answer within CONNECT_TIMEOUT_MS. It is the connection's
 * own limit, not the pool's: the pool's would also end a request waiting its turn for a busy pool's connection.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

/**
 * A pool of connections to a PostgreSQL server. A connection the server ends (a restart, a failover,
 * `pg_terminate_backend`) never ends the process: an idle one is reported to `onIdleError` and dropped from the
 * pool; one in use fails the queries of the request that holds it (`isDatabaseUnavailable`: a 503 envelope)
 * and is dropped when released. A connection that cannot be opened within 5 s (the server down, refusing or
 * not answering) is a `DatabaseUnavailable`; a request waiting for a busy pool's connection waits its turn. The next request gets a new connection: the pool reconnects by itself.
 */
export function openPostgres(url: string, max = 10, onIdleError = warnIdleError): OpenDatabase {
  const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
    oid === NUMERIC || oid === DATE
      ? keepText
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;
  const pool = new pg.Pool({ connectionString: url, max, types: { getTypeParser }, Client: TimedClient });
  // The pool listens to its idle connections only; without a listener of its own for its whole life, a
  // connection ended while a request holds it emits an `error` nobody hears, which ends the process. Its
  // queries fail with the same error, so the request answers for it.
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  pool.on('error', onIdleError);
  const connect = () =>
    pool.connect().catch((error: unknown) => {
      throw new DatabaseUnavailable(error);
    });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
  return {
    db,
    kind: 'postgres',
    async session(fn) {
      const client = await connect();
      try {
        return await fn(async (text) => {
          // Without parameters pg uses the simple protocol: several statements in one call.
          const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await db.destroy();
    },
  };
}

/** A connection's `error` event: its queries have failed with the error already (see openPostgres). */
function ignoreLostConnection(): void {}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  return options.databaseUrl
    ? Promise.resolve(openPostgres(options.databaseUrl))
    : openPglite(options.dataDir);
}

/** Why a PostgreSQL server could not be used, in the operator's words. */
function postgresProblem(url: string, error: unknown, timeoutMs: number): string {
  let where = 'the server';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    // Not a URL pg could read: its own message says so.
  }
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED') return `nothing answers at ${where} (connection refused)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host of ${where} is not known (${code})`;
  if (code === 'ETIMEDOUT' || /timeout/i.test(message))
    return `no answer from ${where} in ${timeoutMs / 1000} s`;
  if (code === '28P01' || code === '28000') return `${where} refused the login (${message})`;
  if (code === '3D000') return `${where} has no such database (${message})`;
  return `${where}: ${message}${code ? ` (${code})` : ''}`;
}

/**
 * Connects once to the PostgreSQL server of `url` and asks it `SELECT 1`; a ConfigError naming `setting` when
 * it cannot (refused, unknown host, no answer in `timeoutMs`, login refused, no such database).
 */
export async function checkPostgres(setting: string, url: string, timeoutMs = 10_000): Promise<void> {
  let client: pg.Client | undefined;
  try {
    client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
    client.on('error', ignoreLostConnection);
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new ConfigError([
      settingProblem(setting, url, `cannot be used: ${postgresProblem(url, error, timeoutMs)}`),
    ]);
  } finally {
    await client?.end().catch(() => undefined);
  }
}

/**
 * `openDatabase` for a command (the server, seed, import, sync), which ends it with one line and code 1, not a
 * stack trace, when the database cannot be used: a PGlite folder another process holds (named), a DATA_DIR
 * that cannot be created or written, a DATABASE_URL (or DATABASE_READ_URL) server that cannot be reached.
 */
export async function openDatabaseOrExit(options: {
  databaseUrl: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): Promise<OpenDatabase> {
  try {
    if (options.databaseUrl) {
      await checkPostgres('DATABASE_URL', options.databaseUrl);
      if (options.databaseReadUrl) await checkPostgres('DATABASE_READ_URL', options.databaseReadUrl);
    }
    return await openDatabase(options);
  } catch (error) {
    if (error instanceof FolderInUse) {
      console.error(error.message);
      process.exit(1);
    }
    // The folder could not be made or written (permissions, a file in the way, a read-only disk).
    const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : '';
    if (!options.databaseUrl && /^E[A-Z]+$/.test(code)) {
      const message = error instanceof Error ? error.message : String(error);
      return exitOnConfigError(
        new ConfigError([settingProblem('DATA_DIR', options.dataDir, `cannot be used: ${message}`)]),
      );
    }
    return exitOnConfigError(error);
  }
}
