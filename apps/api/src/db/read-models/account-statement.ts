// A customer's statement of a date range: the opening balance (invoices minus receipts before it), each
// invoice (debit) and receipt (credit) in it with the running balance, and the closing balance. Shared by the
// account module (the statement's API answer) and the reports module (the printable statement); both read it
// through this function, in minor units, from the customer's ledger (ledger.ts).
import { type AccountStatement, daysFrom, MAX_STATEMENT_DAYS, runningBalance, ZERO } from '@mostrador/domain';
import { badRequest } from '../../lib/errors';
import type { Database } from '../database';
import { databaseLedger, type LedgerSource } from './ledger';

/** Refuses a range the statement cannot cover (400, nothing read). */
export function checkStatementRange(
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string } {
  if (!from || !to) throw badRequest('Parámetros inválidos: desde y hasta son obligatorios (AAAA-MM-DD)');
  if (from > to) throw badRequest('Parámetro inválido: desde no puede ser posterior a hasta');
  if (daysFrom(from, to) > MAX_STATEMENT_DAYS) throw badRequest('El extracto abarca como máximo diez años');
  return { from, to };
}

/**
 * The statement of `from..to` (inclusive), or null when the shop does not know the customer. Its documents come
 * from the customer's ledger: the shop's own tables unless another source is given (the ERP's documents).
 */
export async function accountStatement(
  db: Database,
  terceroid: number,
  range: { from: string; to: string },
  ledger: LedgerSource = databaseLedger(db),
): Promise<AccountStatement | null> {
  const { from, to } = range;
  const customer = await db
    .selectFrom('terceros')
    .select(['nombre', 'nit', 'dv'])
    .where('id', '=', terceroid)
    .executeTakeFirst();
  if (!customer) return null;
  const { opening, invoices, receipts } = await ledger.period(terceroid, range);
  // Invoices before receipts on the same day.
  const moves = [
    ...invoices.map((f) => ({
      date: f.date,
      order: 0,
      kind: 'factura' as const,
      document: `${f.prefijo}-${f.numero}`,
      debit: f.total,
      credit: ZERO,
    })),
    ...receipts.map((r) => ({
      date: r.date,
      order: 1,
      kind: 'recibo' as const,
      document: r.document,
      debit: ZERO,
      credit: r.amount,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
  const result = runningBalance(opening, moves);
  return {
    customer: { name: customer.nombre, nit: `${customer.nit}-${customer.dv}` },
    from,
    to,
    opening,
    moves: result.rows.map((r) => ({
      date: r.date,
      kind: r.kind,
      document: r.document,
      debit: r.debit,
      credit: r.credit,
      balance: r.balance,
    })),
    invoiced: result.debits,
    received: result.credits,
    closing: result.closing,
  };
}
