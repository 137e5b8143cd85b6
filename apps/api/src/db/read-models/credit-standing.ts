// A customer's credit standing (migrations/090): its limit, whether the shop must refuse orders past it, and
// its open invoices with their due dates. Shared by the account module (the cockpit) and the orders module
// (the server-side credit block); both read it through this one function.
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
import { nullableNumericToMinor } from '../../lib/money';
import type { DB } from '../schema';
import { databaseLedger, type LedgerSource } from './ledger';

export interface CreditStanding {
  /** Credit limit, null when the customer has none. */
  limit: Minor | null;
  /** Refuse (not only warn about) orders past the credit left or while invoices are overdue. */
  block: boolean;
  /** Invoices still owed, oldest first, with their ids and numbers. */
  invoices: Array<OpenInvoice & { id: number; prefijo: string; numero: number; term: number }>;
}

/**
 * The standing of a customer: its limit and block from the shop's `terceros`, its open invoices from its
 * ledger (the shop's own tables unless another source is given: the ERP's documents). Null when the shop does
 * not know the customer.
 */
export async function creditStanding(
  db: Kysely<DB>,
  terceroid: number,
  ledger: LedgerSource = databaseLedger(db),
): Promise<CreditStanding | null> {
  const customer = await db
    .selectFrom('terceros')
    .select(['cupo_credito', 'bloqueo_credito'])
    .where('id', '=', terceroid)
    .executeTakeFirst();
  if (!customer) return null;
  const invoices = await ledger.openInvoices(terceroid);
  return {
    limit: nullableNumericToMinor(customer.cupo_credito),
    block: customer.bloqueo_credito,
    invoices: invoices.map((i) => ({
      id: i.id,
      prefijo: i.prefijo,
      numero: i.numero,
      term: i.term,
      date: i.date,
      dueDate: addDaysIso(i.date, i.term),
      balance: i.balance,
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
