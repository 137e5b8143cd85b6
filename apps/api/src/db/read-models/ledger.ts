// A customer's ledger: the invoices and receipts its account is figured from (the cockpit's balance, aging and
// credit, the statement). One interface, two sources: the shop's own tables (each question asked in SQL, only
// the rows it needs), or, with an ERP connected, the ERP's own documents (erp/customers.ts reads every
// page of them, and `ledgerOf` answers from those lists), so the account shows what the customer owes in the
// book of record.
import { asMinor, type Minor, sumMinor } from '@mostrador/domain';
import { type Kysely, sql } from 'kysely';
import { numericToMinor } from '../../lib/money';
import type { DB } from '../schema';

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

/** Every invoice and receipt of a customer. */
export interface Ledger {
  invoices: LedgerInvoice[];
  receipts: LedgerReceipt[];
}

/** The documents of a date range, with the balance brought forward. Each list oldest first. */
export interface LedgerPeriod extends Ledger {
  /** Invoices minus receipts dated before the range. */
  opening: Minor;
}

/** Where a customer's account is read from. */
export interface LedgerSource {
  /** The invoices still owed (balance above 0), oldest first. */
  openInvoices(terceroid: number): Promise<LedgerInvoice[]>;
  /** The documents dated `from..to` (YYYY-MM-DD, inclusive) and the balance before `from`. */
  period(terceroid: number, range: { from: string; to: string }): Promise<LedgerPeriod>;
}

/** Oldest first; on the same date, in the order of their ids. */
function byDate<T extends { date: string; id: number }>(a: T, b: T): number {
  return a.date.localeCompare(b.date) || a.id - b.id;
}

/** The ledger of the shop's own tables (`facturas`, `recibos`); `db` may be a transaction. */
export function databaseLedger(db: Kysely<DB>): LedgerSource {
  const invoices = (terceroid: number) =>
    db
      .selectFrom('facturas')
      .select(['id', 'prefijo', 'numero', 'fecha', 'plazo_dias', 'total', 'saldo'])
      .where('tercero_id', '=', terceroid)
      .orderBy('fecha')
      .orderBy('id');
  const invoice = (f: {
    id: number;
    prefijo: string;
    numero: number;
    fecha: string;
    plazo_dias: number;
    total: string;
    saldo: string;
  }): LedgerInvoice => ({
    id: f.id,
    prefijo: f.prefijo,
    numero: f.numero,
    date: f.fecha,
    term: f.plazo_dias,
    total: numericToMinor(f.total),
    balance: numericToMinor(f.saldo),
  });
  return {
    async openInvoices(terceroid) {
      return (await invoices(terceroid).where('saldo', '>', '0').execute()).map(invoice);
    },
    async period(terceroid, { from, to }) {
      const [before, inRange, receipts] = await Promise.all([
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
        invoices(terceroid).where(sql<boolean>`fecha between ${from}::date and ${to}::date`).execute(),
        db
          .selectFrom('recibos')
          .select(['id', 'documento', 'fecha', 'valor'])
          .where('tercero_id', '=', terceroid)
          .where(sql<boolean>`fecha between ${from}::date and ${to}::date`)
          .orderBy('fecha')
          .orderBy('id')
          .execute(),
      ]);
      return {
        opening: asMinor(numericToMinor(before.invoices) - numericToMinor(before.receipts)),
        invoices: inRange.map(invoice),
        receipts: receipts.map((r) => ({
          id: r.id,
          document: r.documento,
          date: r.fecha,
          amount: numericToMinor(r.valor),
        })),
      };
    },
  };
}

/**
 * A source that answers from a customer's whole ledger (`load`: the ERP's documents, every page). Dates are
 * YYYY-MM-DD, so they compare as text.
 */
export function ledgerOf(load: (terceroid: number) => Promise<Ledger>): LedgerSource {
  return {
    async openInvoices(terceroid) {
      const { invoices } = await load(terceroid);
      return invoices.filter((i) => i.balance > 0).sort(byDate);
    },
    async period(terceroid, { from, to }) {
      const { invoices, receipts } = await load(terceroid);
      const before = (d: { date: string }) => d.date < from;
      const inRange = (d: { date: string }) => d.date >= from && d.date <= to;
      return {
        opening: asMinor(
          sumMinor(invoices.filter(before).map((i) => i.total)) -
            sumMinor(receipts.filter(before).map((r) => r.amount)),
        ),
        invoices: invoices.filter(inRange).sort(byDate),
        receipts: receipts.filter(inRange).sort(byDate),
      };
    },
  };
}
