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

/** The ERP outbox's orders by state (pendiente, enviado, rechazado). */
export function erpOutbox(db: Database): OutboxSource {
  return {
    name: 'erp',
    async count() {
      const rows = await db
        .selectFrom('erp_outbox')
        .select(['estado', sql<number>`count(*)::int`.as('n')])
        .groupBy('estado')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.estado, row.n]));
    },
  };
}

/** The e-mail outbox's messages by state (queued, sending, sent, failed, bounced). */
export function mailOutbox(db: Database): OutboxSource {
  return {
    name: 'mail',
    async count() {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['state', sql<number>`count(*)::int`.as('n')])
        .groupBy('state')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },
  };
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
  const { erpSyncAge } = sources;
  if (erpSyncAge) {
    metrics.gauge({
      name: 'mostrador_erp_last_sync_age_seconds',
      help: "Seconds since the ERP's last good catalogue sync (-1: none yet)",
      async collect() {
        this.set((await erpSyncAge().catch(() => null)) ?? -1);
      },
    });
  }
  const { replicaLag } = sources;
  if (replicaLag) {
    metrics.gauge({
      name: 'mostrador_db_replica_lag_seconds',
      help: "Seconds the read replica's data is behind the primary's (-1: unknown)",
      async collect() {
        this.set((await replicaLag().catch(() => null)) ?? -1);
      },
    });
  }
  registerPoolGauge(metrics, sources.pools);
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
