// SQL of the account: the customer's name, and the invoices and receipts of a statement.
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export function createAccountRepository(db: Database) {
  return {
    async customer(terceroid: number) {
      return db
        .selectFrom('terceros')
        .select(['nombre', 'nit', 'dv'])
        .where('id', '=', terceroid)
        .executeTakeFirst();
    },
    /** Invoices minus receipts dated before `before` (numeric text). */
    async balanceBefore(terceroid: number, before: string): Promise<{ invoices: string; receipts: string }> {
      const row = await db
        .selectNoFrom([
          sql<string>`(select coalesce(sum(total), 0)::text from facturas where tercero_id = ${terceroid} and fecha < ${before}::date)`.as(
            'invoices',
          ),
          sql<string>`(select coalesce(sum(valor), 0)::text from recibos where tercero_id = ${terceroid} and fecha < ${before}::date)`.as(
            'receipts',
          ),
        ])
        .executeTakeFirstOrThrow();
      return row;
    },
    async invoicesBetween(terceroid: number, from: string, to: string) {
      return db
        .selectFrom('facturas')
        .select(['id', 'prefijo', 'numero', 'fecha', 'total'])
        .where('tercero_id', '=', terceroid)
        .where('fecha', '>=', from)
        .where('fecha', '<=', to)
        .orderBy('fecha')
        .orderBy('id')
        .execute();
    },
    async receiptsBetween(terceroid: number, from: string, to: string) {
      return db
        .selectFrom('recibos')
        .select(['id', 'documento', 'fecha', 'valor'])
        .where('tercero_id', '=', terceroid)
        .where('fecha', '>=', from)
        .where('fecha', '<=', to)
        .orderBy('fecha')
        .orderBy('id')
        .execute();
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
