// A customer's credit standing (migrations/090): its limit, whether the shop must refuse orders past it, and
// its open invoices with their due dates. Shared by the account module (the cockpit) and the orders module
// (the server-side credit block); both read it through this one query.
import {
  addDaysIso,
  balanceOwed,
  type CreditCheck,
  creditCheck,
  type Minor,
  type OpenInvoice,
  overdue,
} from '@mostrador/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { numericToMinor } from './money';

export interface CreditStanding {
  /** Credit limit, null when the customer has none. */
  limit: Minor | null;
  /** Refuse (not only warn about) orders past the credit left or while invoices are overdue. */
  block: boolean;
  /** Invoices still owed, oldest first, with their ids and numbers. */
  invoices: Array<OpenInvoice & { id: number; prefijo: string; numero: number; term: number }>;
}

export async function creditStanding(db: Kysely<DB>, terceroid: number): Promise<CreditStanding | null> {
  const customer = await db
    .selectFrom('terceros')
    .select(['cupo_credito', 'bloqueo_credito'])
    .where('id', '=', terceroid)
    .executeTakeFirst();
  if (!customer) return null;
  const rows = await db
    .selectFrom('facturas')
    .select(['id', 'prefijo', 'numero', 'fecha', 'saldo', 'plazo_dias'])
    .where('tercero_id', '=', terceroid)
    .where('saldo', '>', '0')
    .orderBy('fecha')
    .orderBy('id')
    .execute();
  return {
    limit: customer.cupo_credito === null ? null : numericToMinor(customer.cupo_credito),
    block: customer.bloqueo_credito,
    invoices: rows.map((r) => ({
      id: r.id,
      prefijo: r.prefijo,
      numero: r.numero,
      term: r.plazo_dias,
      date: r.fecha,
      dueDate: addDaysIso(r.fecha, r.plazo_dias),
      balance: numericToMinor(r.saldo),
    })),
  };
}

/** The credit check of an order of `total` for this standing on `today`. */
export function checkOrder(standing: CreditStanding, total: Minor, today: string): CreditCheck {
  const late = overdue(standing.invoices, today);
  return creditCheck(
    { limit: standing.limit, owed: balanceOwed(standing.invoices), overdueCount: late.count },
    total,
  );
}
