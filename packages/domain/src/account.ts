// A customer's account: what it owes, what is overdue, how old the debt is, the credit left, and a statement
// with its running balance. Money in integer minor units; dates are ISO calendar days ('YYYY-MM-DD').
import { asMinor, type Minor, sumMinor, ZERO } from './money';

/** An invoice as the account sees it. */
export interface OpenInvoice {
  /** Invoice date, YYYY-MM-DD. */
  date: string;
  /** Due date, YYYY-MM-DD (invoice date + payment term). */
  dueDate: string;
  /** What is still owed (>= 0). */
  balance: Minor;
}

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** A statement covers at most this many days (about ten years): the server refuses a longer range. */
export const MAX_STATEMENT_DAYS = 3660;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** `date` plus `days` calendar days. */
export function addDaysIso(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export const AGING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'd90plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export type Aging = Record<AgingBucket, Minor>;

/** The bucket of an invoice `age` days old: 0–30, 31–60, 61–90, over 90 (a future date counts as 0). */
export function agingBucketOf(age: number): AgingBucket {
  if (age <= 30) return 'd0_30';
  if (age <= 60) return 'd31_60';
  if (age <= 90) return 'd61_90';
  return 'd90plus';
}

/** What is owed, by the age of each invoice (days since its date) on `today`. The buckets add up to the balance. */
export function agingBuckets(invoices: readonly OpenInvoice[], today: string): Aging {
  const aging: Record<AgingBucket, number> = { d0_30: 0, d31_60: 0, d61_90: 0, d90plus: 0 };
  for (const invoice of invoices) {
    if (invoice.balance === 0) continue;
    aging[agingBucketOf(daysFrom(invoice.date, today))] += invoice.balance;
  }
  return {
    d0_30: asMinor(aging.d0_30),
    d31_60: asMinor(aging.d31_60),
    d61_90: asMinor(aging.d61_90),
    d90plus: asMinor(aging.d90plus),
  };
}

/** The sum of every invoice's balance. */
export function balanceOwed(invoices: readonly OpenInvoice[]): Minor {
  return sumMinor(invoices.map((i) => i.balance));
}

/** Invoices still owed whose due date has passed on `today` (due today is not overdue yet). */
export function overdue(invoices: readonly OpenInvoice[], today: string): { amount: Minor; count: number } {
  const late = invoices.filter((i) => i.balance > 0 && i.dueDate < today);
  return { amount: balanceOwed(late), count: late.length };
}

/**
 * Credit left: the limit minus what is owed; negative when the customer is over the limit; null when the
 * customer has no limit (unlimited credit).
 */
export function availableCredit(limit: Minor | null, owed: Minor): Minor | null {
  return limit === null ? null : asMinor(limit - owed);
}

export interface CreditCheck {
  /** The order would take the balance past the credit limit. */
  overLimit: boolean;
  /** The customer has overdue invoices. */
  hasOverdue: boolean;
  /** By how much the order passes the credit left (0 when it does not). */
  excess: Minor;
}

/** What the checkout warns about (or blocks, for a customer whose data says so) before an order. */
export function creditCheck(
  standing: { limit: Minor | null; owed: Minor; overdueCount: number },
  orderTotal: Minor,
): CreditCheck {
  const available = availableCredit(standing.limit, standing.owed);
  const excess = available === null ? ZERO : asMinor(Math.max(0, orderTotal - available));
  return { overLimit: excess > 0, hasOverdue: standing.overdueCount > 0, excess };
}

/** A line of a customer's statement: an invoice (a debit) or a receipt (a credit), and the balance after it. */
export interface StatementMove {
  /** YYYY-MM-DD */
  date: string;
  kind: 'factura' | 'recibo';
  /** The invoice's prefix-number, or the receipt's document, as the customer knows it. */
  document: string;
  debit: Minor;
  credit: Minor;
  /** The balance after this move. */
  balance: Minor;
}

/** A customer's statement of a date range (dates YYYY-MM-DD, inclusive). */
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

/** A statement movement: an invoice (debit) or a receipt (credit). */
export interface Movement {
  debit: Minor;
  credit: Minor;
}

/** Each movement with the balance after it, and the closing balance (= opening + debits - credits). */
export function runningBalance<M extends Movement>(
  opening: Minor,
  movements: readonly M[],
): { rows: Array<M & { balance: Minor }>; debits: Minor; credits: Minor; closing: Minor } {
  let balance: number = opening;
  const rows = movements.map((m) => {
    balance += m.debit - m.credit;
    return { ...m, balance: asMinor(balance) };
  });
  const debits = sumMinor(movements.map((m) => m.debit));
  const credits = sumMinor(movements.map((m) => m.credit));
  return { rows, debits, credits, closing: asMinor(balance) };
}

/** How many documents of each kind a customer has. */
export interface DocumentCounts {
  invoices: number;
  orders: number;
  receipts: number;
  returns: number;
  webOrders: number;
}

/** A branch of the customer: where an order can go. */
export interface Branch {
  id: number;
  address: string;
  city: string;
  department: string;
  email: string;
}

/** One of the customer's saved lists (a named cart), as its list shows it. */
export interface ListSummary {
  id: number;
  name: string;
  /** How many lines, and the sum of their quantities. */
  lines: number;
  units: number;
  /** When it was last saved (ISO timestamp). */
  updatedAt: string;
}
