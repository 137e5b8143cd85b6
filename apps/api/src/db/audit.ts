// The audit log: every change staff make is one row (who, when, what, before → after), written in the
// change's own transaction. The table refuses UPDATE, DELETE and TRUNCATE (migration 500): nobody edits it.
import type { Transaction } from 'kysely';
import type { Database } from './database';
import type { DB } from './schema';

export interface AuditEntry {
  /** Who: the staff member (null: a command run on the server, e.g. `npm run staff`). */
  staff: { id: number; usuario: string } | null;
  /** What was done, e.g. `order.state`, `staff.invite`. */
  action: string;
  /** What it was done to: a kind (`order`, `staff`) and its id. */
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export async function recordAudit(
  trx: Transaction<DB> | Database,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('auditoria')
    .values({
      fecha: at,
      staff_id: entry.staff?.id ?? null,
      usuario: entry.staff?.usuario ?? 'server',
      accion: entry.action,
      entidad: entry.entity,
      entidad_id: String(entry.entityId),
      antes: entry.before === undefined ? null : JSON.stringify(entry.before),
      despues: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
