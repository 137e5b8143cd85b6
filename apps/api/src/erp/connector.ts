// The ERP connector of one server process: catalogue syncs (at start, every ERP_SYNC_MINUTES, on demand) and
// the delivery of the outbox (at once after an order, and every few seconds while orders wait). Its state
// (last sync, last error, outbox length) lives in the database, so every process reports the same. The
// catalogue sync is one for the whole shop: every process's timer asks, and only the one that takes the sync
// (sync-lease.ts) calls the ERP.

import { randomUUID } from 'node:crypto';
import type { ErpHealth } from '@mostrador/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { ErpConfig } from '../config/env';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { RepeatingRun } from '../lib/repeating-run';
import { createErpClient, type ErpClient } from './client';
import { type DeliveryOutcome, deliverDue, enqueueOrder, MAX_ERP_TIMEOUT_MS, outboxLength } from './outbox';
import { fetchPictures, type SyncReport, syncCatalogue } from './sync';
import {
  releaseSync,
  renewSync,
  SYNC_LEASE_MS,
  SyncLeaseLost,
  type SyncRule,
  syncState,
  takeSync,
} from './sync-lease';

/** How often waiting orders are looked at (each has its own backoff). */
const OUTBOX_TICK_MS = 5_000;
/** After a failed catalogue sync, the next one is this soon (not ERP_SYNC_MINUTES later). */
export const SYNC_RETRY_MS = 60_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A sync asked for while another process of the shop is running one. */
export class SyncRunningElsewhere extends Error {
  constructor(until: Date | null) {
    super(
      `otro proceso está sincronizando el catálogo${until ? ` (lo tiene hasta ${until.toISOString()})` : ''}: inténtelo cuando termine`,
    );
    this.name = 'SyncRunningElsewhere';
  }
}

export class ErpConnector {
  readonly client: ErpClient;
  #syncing: Promise<SyncReport | null> | undefined;
  #pictures: Promise<{ fetched: number; missing: number }> | undefined;
  #delivery = new RepeatingRun<number, DeliveryOutcome>(
    () => this.deliveryPass(),
    (error) => this.log.error({ err: error }, 'erp order delivery failed'),
  );
  #timers: NodeJS.Timeout[] = [];
  #syncTimer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(
    private readonly db: Database,
    private readonly config: ErpConfig,
    ids: { userId: number; companyId: number },
    private readonly now: () => Date,
    private readonly log: Log,
    /** After a failed sync, the next one is this soon (tests shorten it). */
    private readonly syncRetryMs = SYNC_RETRY_MS,
  ) {
    // An order is sent under a lease of the outbox: a call to the ERP must end well inside it.
    if (config.timeoutMs > MAX_ERP_TIMEOUT_MS)
      throw new Error(`the ERP timeout (${config.timeoutMs} ms) must be at most ${MAX_ERP_TIMEOUT_MS} ms`);
    this.client = createErpClient({
      usuarioId: ids.userId,
      empresaId: ids.companyId,
      url: config.url,
      token: config.token,
      timeoutMs: config.timeoutMs,
      log,
    });
  }

  /**
   * A sync asked for (`npm run sync`, tests): runs now, whatever the schedule says, unless another process is
   * running one (then it rejects with SyncRunningElsewhere). One at a time per process: a second call waits
   * for the running one, then runs its own.
   */
  async sync(): Promise<SyncReport> {
    const report = await this.runSync('demand');
    if (report === null) throw new SyncRunningElsewhere((await syncState(this.db, this.now())).heldUntil);
    return report;
  }

  /**
   * A scheduled sync: runs only when it is due for the shop (`start`: no sync began in the last retry delay;
   * `schedule`: the next one's time has come) and no other process is running one; null when it did not run.
   */
  syncIfDue(rule: 'start' | 'schedule' = 'schedule'): Promise<SyncReport | null> {
    return this.runSync(rule);
  }

  private runSync(rule: SyncRule): Promise<SyncReport | null> {
    const previous = this.#syncing ?? Promise.resolve(null);
    const run = previous.catch(() => undefined).then(() => this.syncOnce(rule));
    this.#syncing = run;
    run
      .finally(() => {
        if (this.#syncing === run) this.#syncing = undefined;
      })
      .catch(() => undefined);
    return run;
  }

  /**
   * A sync (syncCatalogue) when `rule` allows it, then the pictures it names that the shop lacks. The sync is
   * over for the shop once its catalogue is written (erp_estado's ultima_sync, the log's 'erp catalogue
   * synced', the next one due a period on); the pictures are fetched after it has been let go, and only a sync
   * asked for (`npm run sync`, tests) waits for them: a slow first fetch of thousands of pictures neither holds
   * the next sync back nor leaves /health reporting the sync before as the last one.
   */
  private async syncOnce(rule: SyncRule): Promise<SyncReport | null> {
    const report = await this.writeOnce(rule);
    if (report === null) return null;
    const pictures = this.syncPictures(report.pictureNames, rule === 'demand');
    if (rule !== 'demand' || pictures === null) return report;
    const { fetched, missing } = await pictures;
    return { ...report, picturesFetched: fetched, picturesMissing: missing };
  }

  /**
   * Fetches the pictures of a sync that the shop does not have yet, one fetch at a time in this process. A
   * scheduled sync starts none while one runs (null: the next sync fetches what is still missing); a sync
   * asked for waits for the running one, then fetches its own.
   */
  private syncPictures(names: string[], wait: boolean) {
    if (this.#pictures && !wait) return null;
    const run = (this.#pictures ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => fetchPictures(this.db, this.client, names));
    this.#pictures = run;
    run.then(
      (counts) => {
        if (this.#pictures === run) this.#pictures = undefined;
        if (counts.fetched + counts.missing > 0) this.log.info(counts, 'erp pictures fetched');
      },
      (error: unknown) => {
        if (this.#pictures === run) this.#pictures = undefined;
        this.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'erp pictures not fetched',
        );
      },
    );
    return run;
  }

  /** Takes the sync for the shop if `rule` allows it, writes the catalogue holding its lease, and says when the
   * next is due. */
  private async writeOnce(rule: SyncRule): Promise<SyncReport | null> {
    const owner = randomUUID();
    const started = this.now();
    if (!(await takeSync(this.db, owner, started, rule, this.syncRetryMs))) return null;
    const heartbeat = setInterval(() => {
      renewSync(this.db, owner, this.now()).then(
        (held) => {
          if (held) return;
          // Said once: its write will find the same (SyncLeaseLost).
          clearInterval(heartbeat);
          this.log.warn('erp catalogue sync: its lease was lost to another process');
        },
        (error: unknown) =>
          this.log.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'erp sync lease not renewed',
          ),
      );
    }, SYNC_LEASE_MS / 4);
    heartbeat.unref();
    // A failed sync is tried again soon (a fresh ERP shop has no catalogue until its first good one); a good
    // one ERP_SYNC_MINUTES later, or only at the next start or demand when that is 0.
    let next: Date | null = new Date(this.now().getTime() + this.syncRetryMs);
    try {
      // The write checks, in its own transaction, that the lease is still this process's: a process that
      // stalled past its lease while another took the sync writes nothing over the other's catalogue.
      const report = await syncCatalogue(this.db, this.client, {
        now: this.now,
        holds: (trx) => renewSync(trx, owner, this.now()),
        fetchPictures: false,
      });
      next =
        this.config.syncMinutes > 0
          ? new Date(this.now().getTime() + this.config.syncMinutes * 60_000)
          : null;
      await this.clearError('sync', started);
      this.log.info(
        {
          products: report.products,
          changed: report.changed,
          hidden: report.hidden,
          skipped: report.skipped.length,
          pages: report.pages,
        },
        'erp catalogue synced',
      );
      return report;
    } catch (error) {
      if (error instanceof SyncLeaseLost) {
        this.log.warn(
          'erp catalogue sync: its lease was lost to another process; what it read is not written',
        );
        return null;
      }
      await this.recordError(
        'sync',
        `sincronización: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'erp catalogue sync failed',
      );
      throw error;
    } finally {
      clearInterval(heartbeat);
      await releaseSync(this.db, owner, next).catch((error: unknown) =>
        this.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'erp sync lease not released',
        ),
      );
    }
  }

  /** Adds an order to the outbox inside its own transaction (the orders module calls this). */
  enqueue(trx: Transaction<DB>, pedidoId: number): Promise<void> {
    return enqueueOrder(trx, pedidoId, this.now());
  }

  /** Sends what is due now; a call while a delivery runs makes it run once more. Resolves when done. */
  deliver(): Promise<Map<number, DeliveryOutcome>> {
    return this.#delivery.run();
  }

  private async deliveryPass(): Promise<Map<number, DeliveryOutcome>> {
    const started = this.now();
    const { outcomes, error } = await deliverDue(this.db, this.client, this.now, this.log);
    if (error) await this.recordError('envio', `envío de pedidos: ${error.message}`);
    // The ERP answered about an order (took it, had it, or refused it): delivery works again.
    else if ([...outcomes.values()].some((o) => o !== 'lost' && o !== 'retry'))
      await this.clearError('envio', started);
    return outcomes;
  }

  /** Called after an order committed: send it at once, without making the customer wait. */
  kick(): void {
    this.deliver().catch(() => undefined);
  }

  /** Waits for what is running (tests, shutdown). */
  async settled(): Promise<void> {
    await Promise.allSettled([this.#syncing, this.#delivery.settled()]);
    await Promise.allSettled([this.#pictures]);
  }

  start(): void {
    this.#stopped = false;
    this.scheduledSync('start');
    this.kick();
    this.#timers.push(setInterval(() => this.kick(), OUTBOX_TICK_MS));
    for (const timer of this.#timers) timer.unref();
  }

  /**
   * This process's look at the shop's schedule: a sync when one is due and no other process runs it
   * (syncIfDue), then the next look, when the next sync is due and at least every `syncRetryMs` (a minute):
   * another process may have failed since, or died holding the sync.
   */
  private scheduledSync(rule: 'start' | 'schedule'): void {
    const again = () => {
      if (this.#stopped) return;
      syncState(this.db, this.now()).then(
        ({ next }) => {
          const left = next ? next.getTime() - this.now().getTime() : 0;
          this.nextSync(left > 0 ? Math.min(left, this.syncRetryMs) : this.syncRetryMs);
        },
        () => this.nextSync(this.syncRetryMs),
      );
    };
    this.syncIfDue(rule).then(again, again);
  }

  private nextSync(ms: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#syncTimer);
    this.#syncTimer = setTimeout(() => this.scheduledSync('schedule'), ms);
    this.#syncTimer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#syncTimer);
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    await this.settled();
  }

  async health(): Promise<ErpHealth> {
    const state = await this.db
      .selectFrom('erp_estado')
      .select(['ultima_sync', 'productos_sync', 'ultimo_error', 'ultimo_error_fecha'])
      .where('id', '=', 1)
      .executeTakeFirst();
    const last = state?.ultima_sync ? new Date(state.ultima_sync) : null;
    return {
      UltimaSync: last?.toISOString() ?? null,
      EdadSincronizacionSegundos: last
        ? Math.max(0, Math.round((this.now().getTime() - last.getTime()) / 1000))
        : null,
      ProductosSincronizados: state?.productos_sync ?? null,
      PedidosPendientes: await outboxLength(this.db),
      UltimoError: state?.ultimo_error ?? null,
      UltimoErrorFecha: state?.ultimo_error_fecha ? new Date(state.ultimo_error_fecha).toISOString() : null,
    };
  }

  private async recordError(origin: 'sync' | 'envio', message: string): Promise<void> {
    await this.db
      .updateTable('erp_estado')
      .set({
        ultimo_error: message.slice(0, 500),
        ultimo_error_fecha: this.now(),
        ultimo_error_origen: origin,
      })
      .where('id', '=', 1)
      .execute()
      .catch(() => undefined);
  }

  /**
   * A sync or a delivery that began at `since` succeeded: the last error of that same work, recorded before
   * then, is over (an error of the other work stays, as does one another process recorded since).
   */
  private async clearError(origin: 'sync' | 'envio', since: Date): Promise<void> {
    await this.db
      .updateTable('erp_estado')
      .set({ ultimo_error: null, ultimo_error_fecha: null, ultimo_error_origen: null })
      .where('id', '=', 1)
      .where((eb) => eb.or([eb('ultimo_error_origen', '=', origin), eb('ultimo_error_origen', 'is', null)]))
      .where('ultimo_error_fecha', '<=', since)
      .execute()
      .catch(() => undefined);
  }
}
