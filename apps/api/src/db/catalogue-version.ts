// The catalogue's version (migrations/120): whoever changes the catalogue in bulk (the ERP sync, a CSV import)
// bumps it in the same transaction. A cache of catalogue answers can
// - compare `catalogueVersion(db)` with the version its answers were built at (works across processes), or
// - LISTEN on the channel `catalogue_changed` (PostgreSQL: NOTIFY is sent at commit, payload the new version), or
// - in the same process, subscribe with `onCatalogueChanged` (called after the commit).
import { EventEmitter } from 'node:events';
import { sql, type Transaction } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

const events = new EventEmitter();

/** Bumps the version inside `trx` and queues the NOTIFY; returns the new version. */
export async function bumpCatalogueVersion(trx: Transaction<DB>, origin: string): Promise<number> {
  const row = await sql<{ version: string }>`UPDATE catalogo_version
    SET version = version + 1, cambiado = now(), origen = ${origin}
    WHERE id = 1 RETURNING version::text AS version`.execute(trx);
  const version = Number(row.rows[0]?.version ?? 0);
  await sql`SELECT pg_notify(${CATALOGUE_CHANGED_CHANNEL}, ${String(version)})`.execute(trx);
  return version;
}

/** Tells this process's listeners (call after the bumping transaction committed). */
export function announceCatalogueChanged(version: number, origin: string): void {
  events.emit(CATALOGUE_CHANGED_CHANNEL, { version, origin });
}

/** Subscribes to this process's catalogue changes; returns the unsubscribe function. */
export function onCatalogueChanged(
  listener: (change: { version: number; origin: string }) => void,
): () => void {
  events.on(CATALOGUE_CHANGED_CHANNEL, listener);
  return () => events.off(CATALOGUE_CHANGED_CHANNEL, listener);
}

/** The current version (0 until the first sync or import). */
export async function catalogueVersion(db: Database): Promise<number> {
  const row = await sql<{
    version: string;
  }>`SELECT version::text AS version FROM catalogo_version WHERE id = 1`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}
