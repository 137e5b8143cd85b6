// What the metrics (lib/metrics.ts) read when they are scraped: every request as it is answered (by its
// route's pattern), the outboxes by state (the ERP's orders, the e-mails), the ERP's last sync, the replica's
// lag and the database pools. Another outbox adds its own `OutboxSource` where app.ts composes this.
import { sql } from 'kysely';
import type { Database, PoolConnections } from '../db/database';
import type { Metrics } from '../lib/metrics';
import type { App } from '../types';

/** An outbox's items by state (`{pendiente: 3, enviado: 120}`), read when the metrics are asked for. */
export interface OutboxSource {
  name: string;
  count(): Promise<Record<string, number>>;
}

export interface MetricsSources {
  /** Named pools (`primary`, `replica`): their open, idle and waited-for connections (PostgreSQL only). */
  pools: Record<string, (() => PoolConnections) | undefined>;
  outboxes: OutboxSource[];
  /** With an ERP: seconds since its last good catalogue sync (null: none yet). */
  erpSyncAge?: (() => Promise<number | null>) | undefined;
  /** With a read replica: seconds its data is behind the primary's (null: unknown). */
  replicaLag?: (() => Promise<number | null>) | undefined;
}

/** Each outbox table's state column. */
const STATE_COLUMN = { erp_outbox: 'estado', mail_outbox: 'state' } as const;

/** An outbox table's rows by state, read when the metrics are asked for. */
function countedByState(db: Database, name: string, table: keyof typeof STATE_COLUMN): OutboxSource {
  return {
    name,
    async count() {
      const { rows } = await sql<{
        state: string;
        n: number;
      }>`SELECT ${sql.ref(STATE_COLUMN[table])} AS state,
        count(*)::int AS n FROM ${sql.table(table)} GROUP BY 1`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },
  };
}

/** The ERP outbox's orders by state (pendiente, enviado, rechazado). */
export function erpOutbox(db: Database): OutboxSource {
  return countedByState(db, 'erp', 'erp_outbox');
}

/** The e-mail outbox's messages by state (queued, sending, sent, failed, bounced). */
export function mailOutbox(db: Database): OutboxSource {
  return countedByState(db, 'mail', 'mail_outbox');
}

export function registerMetrics(app: App, metrics: Metrics, sources: MetricsSources): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  metrics.gauge({
    name: 'mostrador_outbox_items',
    help: 'Items of each outbox (erp: orders for the ERP; mail: e-mails) by state',
    labelNames: ['outbox', 'state'] as const,
    async collect() {
      this.reset();
      for (const source of sources.outboxes) {
        const counts = await source.count().catch(() => ({}));
        for (const [state, n] of Object.entries(counts)) this.set({ outbox: source.name, state }, n);
      }
    },
  });
  secondsGauge(
    metrics,
    'mostrador_erp_last_sync_age_seconds',
    "Seconds since the ERP's last good catalogue sync (-1: none yet)",
    sources.erpSyncAge,
  );
  secondsGauge(
    metrics,
    'mostrador_db_replica_lag_seconds',
    "Seconds the read replica's data is behind the primary's (-1: unknown)",
    sources.replicaLag,
  );
  registerPoolGauge(metrics, sources.pools);
}

/** A figure in seconds read when scraped, -1 when it is null or cannot be read; none without `read`. */
function secondsGauge(
  metrics: Metrics,
  name: string,
  help: string,
  read: (() => Promise<number | null>) | undefined,
) {
  if (!read) return;
  metrics.gauge({
    name,
    help,
    async collect() {
      this.set((await read().catch(() => null)) ?? -1);
    },
  });
}

/** Per process (the cluster's figure is the sum): a pool's connections. */
function registerPoolGauge(metrics: Metrics, pools: MetricsSources['pools']) {
  const counted = Object.entries(pools).filter(
    (entry): entry is [string, () => PoolConnections] => entry[1] !== undefined,
  );
  if (counted.length === 0) return;
  metrics.gauge(
    {
      name: 'mostrador_db_pool_connections',
      help: "PostgreSQL connections of this process's pools: open (total), idle, and requests waiting for one",
      labelNames: ['pool', 'state'] as const,
      collect() {
        for (const [pool, read] of counted) {
          const { total, idle, waiting } = read();
          this.set({ pool, state: 'total' }, total);
          this.set({ pool, state: 'idle' }, idle);
          this.set({ pool, state: 'waiting' }, waiting);
        }
      },
    },
    'sum',
  );
}
