// The ERP catalogue sync as the console shows it (erp_estado: the last good sync, its products and skipped
// records, the last error) and "sync now", audited.
import type { SyncState } from '@mostrador/contract/console';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import type { SessionStaff } from '../../db/staff-sessions';
import { HttpError } from '../../lib/errors';
import type { CatalogueDeskRepository } from './repository';

export const NO_ERP = 'Sin un ERP conectado no hay sincronización: el catálogo se edita aquí';
export const syncFailed = (why: string) => `La sincronización falló: ${why}`;

type SyncNow = () => Promise<{ products: number; changed: number; hidden: number }>;

function skippedOf(value: unknown): SyncState['skipped'] {
  if (!Array.isArray(value)) return [];
  return value.map((s: { id?: unknown; problem?: unknown }) => ({
    id: s.id === undefined || s.id === null ? null : String(s.id),
    problem: String(s.problem ?? ''),
  }));
}

export function createSyncDesk(
  repository: CatalogueDeskRepository,
  db: Database,
  now: () => Date,
  syncNow: SyncNow | undefined,
) {
  const state = async (): Promise<SyncState> => {
    const row = syncNow ? await repository.syncState() : undefined;
    return {
      erpMode: syncNow !== undefined,
      lastSync: row?.ultima_sync?.toISOString() ?? null,
      products: row?.productos_sync ?? null,
      skipped: skippedOf(row?.sync_omitidos),
      lastError: row?.ultimo_error ?? null,
      lastErrorAt: row?.ultimo_error_fecha?.toISOString() ?? null,
    };
  };
  return {
    state,
    /** Runs a sync now; a failure (or another process's sync) is the refusal, with the ERP's words. */
    async now(staff: SessionStaff): Promise<SyncState> {
      if (!syncNow) throw new HttpError(409, NO_ERP);
      const report = await syncNow().catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        const running = error instanceof Error && error.name === 'SyncRunningElsewhere';
        throw new HttpError(running ? 409 : 502, running ? why : syncFailed(why));
      });
      const after = { products: report.products, changed: report.changed, hidden: report.hidden };
      const who = { id: staff.id, usuario: staff.usuario };
      await recordAudit(
        db,
        { staff: who, action: 'catalogue.sync', entity: 'catalogue', entityId: 'erp', before: null, after },
        now(),
      );
      return state();
    },
  };
}
export type SyncDesk = ReturnType<typeof createSyncDesk>;
