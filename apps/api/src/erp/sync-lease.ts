// Who runs the catalogue sync: one process of the whole shop at a time (every worker of node:cluster and every
// machine on the database), and once per period. The sync is taken with a lease on erp_estado's one row
// (migration 240), the way an order being sent is held in the outbox: an UPDATE that only matches when no live
// lease is there, so of several processes asking at once exactly one gets it, on PGlite as on PostgreSQL.
// The holder renews the lease while it runs; a process that dies loses it when the lease runs out.
import type { Database } from '../db/database';

/** How long a taken sync is held without a renewal; the holder renews it every SYNC_LEASE_MS / 4. */
export const SYNC_LEASE_MS = 120_000;

/**
 * When a process may take the sync (besides no other process holding it):
 * - `start`: a process starting, unless a sync began less than `retryMs` ago (the other workers started with it);
 * - `schedule`: its timer, when the next scheduled sync is due (`sync_siguiente`; none is after a good sync
 *   with ERP_SYNC_MINUTES=0);
 * - `demand`: asked for (`npm run sync`, tests), whatever the schedule says.
 */
export type SyncRule = 'start' | 'schedule' | 'demand';

/**
 * Takes the sync for `owner` when `rule` allows it and no other process holds it; true when taken. The next
 * scheduled sync is put `retryMs` on, so that a holder that dies is replaced soon after its lease runs out.
 */
export async function takeSync(
  db: Database,
  owner: string,
  now: Date,
  rule: SyncRule,
  retryMs: number,
): Promise<boolean> {
  const taken = await db
    .updateTable('erp_estado')
    .set({
      sync_tomada_por: owner,
      sync_tomada_hasta: new Date(now.getTime() + SYNC_LEASE_MS),
      sync_iniciada: now,
      sync_siguiente: new Date(now.getTime() + retryMs),
    })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('sync_tomada_hasta', 'is', null), eb('sync_tomada_hasta', '<', now)]))
    .where((eb) =>
      rule === 'start'
        ? eb.or([
            eb('sync_iniciada', 'is', null),
            eb('sync_iniciada', '<=', new Date(now.getTime() - retryMs)),
          ])
        : rule === 'schedule'
          ? eb.and([eb('sync_siguiente', 'is not', null), eb('sync_siguiente', '<=', now)])
          : eb.val(true),
    )
    .returning('id')
    .executeTakeFirst();
  return taken !== undefined;
}

/**
 * The sync's lease was taken by another process while this one read the ERP (it stalled past its lease): what
 * it read is not written (the other process's sync writes the catalogue).
 */
export class SyncLeaseLost extends Error {
  constructor() {
    super('otro proceso tomó la sincronización mientras esta leía el ERP: no se escribió');
    this.name = 'SyncLeaseLost';
  }
}

/** Extends the holder's lease (inside a transaction too); false when it no longer holds the sync. */
export async function renewSync(db: Database, owner: string, now: Date): Promise<boolean> {
  const renewed = await db
    .updateTable('erp_estado')
    .set({ sync_tomada_hasta: new Date(now.getTime() + SYNC_LEASE_MS) })
    .where('id', '=', 1)
    .where('sync_tomada_por', '=', owner)
    .returning('id')
    .executeTakeFirst();
  return renewed !== undefined;
}

/** Gives the sync up, with when the next scheduled one is due (null: none). */
export async function releaseSync(db: Database, owner: string, next: Date | null): Promise<void> {
  await db
    .updateTable('erp_estado')
    .set({ sync_tomada_por: null, sync_tomada_hasta: null, sync_siguiente: next })
    .where('id', '=', 1)
    .where('sync_tomada_por', '=', owner)
    .execute();
}

/** Who holds the sync now (null: nobody), until when, and when the next scheduled one is due. */
export async function syncState(db: Database, now: Date) {
  const row = await db
    .selectFrom('erp_estado')
    .select(['sync_tomada_por', 'sync_tomada_hasta', 'sync_siguiente'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const until = row?.sync_tomada_hasta ? new Date(row.sync_tomada_hasta) : null;
  return {
    heldUntil: until && until > now ? until : null,
    next: row?.sync_siguiente ? new Date(row.sync_siguiente) : null,
  };
}
