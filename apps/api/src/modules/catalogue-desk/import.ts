// The CSV import from the console: previewed (new, changed, hidden products, every error with its line and
// column) and then applied, checked again, in one transaction with its audit row: all of it or nothing.
import type { ImportPreview } from '@mostrador/contract/console';
import { recordAudit } from '../../db/audit';
import type { Database } from '../../db/database';
import type { SessionStaff } from '../../db/staff-sessions';
import { CsvRejected, formatProblem } from '../../import/csv';
import { importProducts, previewProducts } from '../../import/products';
import { badRequest } from '../../lib/errors';
import { refuseWithErp } from './service';

export const IMPORT_REJECTED = 'El archivo tiene errores: no se importó nada';

export function createImportDesk(db: Database, now: () => Date, erpMode: boolean) {
  /** What importing the file (its bytes in base64) would do, with every error by line and column. */
  const preview = async (file: string): Promise<ImportPreview> => {
    refuseWithErp(erpMode);
    try {
      return { ...(await previewProducts(db, Buffer.from(file, 'base64'))), errors: [] };
    } catch (error) {
      if (!(error instanceof CsvRejected)) throw error;
      return { rows: 0, added: [], changed: [], hidden: [], errors: error.problems };
    }
  };
  return {
    preview,
    /** Checks again and writes the whole file in one transaction, audited in it; nothing when it has errors. */
    async apply(staff: SessionStaff, file: string) {
      const seen = await preview(file);
      const [first] = seen.errors;
      if (first) throw badRequest(`${IMPORT_REJECTED} (${seen.errors.length}): ${formatProblem(first)}`);
      const counts = {
        rows: seen.rows,
        added: seen.added.length,
        changed: seen.changed.length,
        hidden: seen.hidden.length,
      };
      const who = { id: staff.id, usuario: staff.usuario };
      const result = await importProducts(db, Buffer.from(file, 'base64'), {
        also: (trx) =>
          recordAudit(
            trx,
            {
              staff: who,
              action: 'catalogue.import',
              entity: 'catalogue',
              entityId: 'csv',
              before: null,
              after: counts,
            },
            now(),
          ),
      });
      return { written: result.written, hidden: result.hidden, rows: result.rows };
    },
  };
}
export type ImportDesk = ReturnType<typeof createImportDesk>;
