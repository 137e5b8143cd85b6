// A customer's statement of a date range: the opening balance (invoices minus receipts before it), each
// invoice (debit) and receipt (credit) in it with the running balance, and the closing balance. Shared by the
// account module (the statement's API answer) and the reports module (the printable statement); both read it
// through these queries, in minor units.
import { asMinor, daysFrom, MAX_STATEMENT_DAYS, type Minor, runningBalance, ZERO } from '@mostrador/domain';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { badRequest } from './errors';
import { numericToMinor } from './money';

export interface StatementMove {
  /** YYYY-MM-DD */
  date: string;
  kind: 'factura' | 'recibo';
  /** The invoice's prefix-number, or the receipt's document. */
  document: string;
  debit: Minor;
  credit: Minor;
  /** The balance after this move. */
  balance: Minor;
}

export interface AccountStatement {
  customer: { name: string; nit: string };
  from: string;
  to: string;
  opening: Minor;
  moves: StatementMove[];
  invoiced: Minor;
  received: Minor;
  /** opening + invoiced - received */
  closing: Minor;
}

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

/** The statement of `from..to` (inclusive), or null when there is no such customer. */
export async function accountStatement(
  db: Database,
  terceroid: number,
  range: { from: string; to: string },
): Promise<AccountStatement | null> {
  const { from, to } = range;
  const customer = await db
    .selectFrom('terceros')
    .select(['nombre', 'nit', 'dv'])
    .where('id', '=', terceroid)
    .executeTakeFirst();
  if (!customer) return null;
  /** The customer's invoices or receipts dated from..to. */
  const ofRange = sql<boolean>`tercero_id = ${terceroid} and fecha between ${from}::date and ${to}::date`;
  const [before, invoices, receipts] = await Promise.all([
    db
      .selectNoFrom([
        sql<string>`(select coalesce(sum(total), 0)::text from facturas where tercero_id = ${terceroid} and fecha < ${from}::date)`.as(
          'invoices',
        ),
        sql<string>`(select coalesce(sum(valor), 0)::text from recibos where tercero_id = ${terceroid} and fecha < ${from}::date)`.as(
          'receipts',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('facturas')
      .select(['id', 'prefijo', 'numero', 'fecha', 'total'])
      .where(ofRange)
      .orderBy('fecha')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('recibos')
      .select(['id', 'documento', 'fecha', 'valor'])
      .where(ofRange)
      .orderBy('fecha')
      .orderBy('id')
      .execute(),
  ]);
  const opening = asMinor(numericToMinor(before.invoices) - numericToMinor(before.receipts));
  // Invoices before receipts on the same day.
  const moves = [
    ...invoices.map((f) => ({
      date: f.fecha,
      order: 0,
      kind: 'factura' as const,
      document: `${f.prefijo}-${f.numero}`,
      debit: numericToMinor(f.total),
      credit: ZERO,
    })),
    ...receipts.map((r) => ({
      date: r.fecha,
      order: 1,
      kind: 'recibo' as const,
      document: r.documento,
      debit: ZERO,
      credit: numericToMinor(r.valor),
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
