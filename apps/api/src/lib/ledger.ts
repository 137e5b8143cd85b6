// A customer's ledger: the invoices and receipts its account is figured from (the cockpit's balance, aging and
// credit, the statement). One shape, two sources: the shop's own tables, or, with an ERP connected, the ERP's
// own documents (modules/erp/customers.ts reads every page of them), so the account shows what the customer
// owes in the book of record.
import type { Minor } from '@mostrador/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { numericToMinor } from './money';

/**
 * The payment term, in days, of an invoice whose term is not known: the ERP's invoice records do not carry
 * it. The same default as the shop's own invoices (migrations/090's `plazo_dias`).
 */
export const DEFAULT_TERM_DAYS = 30;

export interface LedgerInvoice {
  id: number;
  prefijo: string;
  numero: number;
  /** YYYY-MM-DD */
  date: string;
  /** Days to pay: the due date is `date` + `term`. */
  term: number;
  total: Minor;
  /** What is still owed on it. */
  balance: Minor;
}

export interface LedgerReceipt {
  id: number;
  /** The receipt's document, e.g. "RC-1024". */
  document: string;
  /** YYYY-MM-DD */
  date: string;
  amount: Minor;
}

export interface Ledger {
  invoices: LedgerInvoice[];
  receipts: LedgerReceipt[];
}

/** Where a customer's ledger is read: `(terceroid) => ledger`. */
export type LedgerSource = (terceroid: number) => Promise<Ledger>;

/** The ledger of the shop's own tables (`facturas`, `recibos`); `db` may be a transaction. */
export function databaseLedger(db: Kysely<DB>): LedgerSource {
  return async (terceroid) => {
    const [invoices, receipts] = await Promise.all([
      db
        .selectFrom('facturas')
        .select(['id', 'prefijo', 'numero', 'fecha', 'plazo_dias', 'total', 'saldo'])
        .where('tercero_id', '=', terceroid)
        .execute(),
      db
        .selectFrom('recibos')
        .select(['id', 'documento', 'fecha', 'valor'])
        .where('tercero_id', '=', terceroid)
        .execute(),
    ]);
    return {
      invoices: invoices.map((f) => ({
        id: f.id,
        prefijo: f.prefijo,
        numero: f.numero,
        date: f.fecha,
        term: f.plazo_dias,
        total: numericToMinor(f.total),
        balance: numericToMinor(f.saldo),
      })),
      receipts: receipts.map((r) => ({
        id: r.id,
        document: r.documento,
        date: r.fecha,
        amount: numericToMinor(r.valor),
      })),
    };
  };
}

/** Oldest first; on the same date, in the order of their ids. */
export function byDate<T extends { date: string; id: number }>(a: T, b: T): number {
  return a.date.localeCompare(b.date) || a.id - b.id;
}
