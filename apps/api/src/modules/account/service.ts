// The customer's account: the cockpit's figures and the statement of a date range.
import {
  type AccountStatement,
  type Aging,
  agingBuckets,
  availableCredit,
  balanceOwed,
  daysFrom,
  type Minor,
  overdue,
} from '@mostrador/domain';
import type { Database } from '../../db/database';
import { accountStatement, checkStatementRange } from '../../db/read-models/account-statement';
import { type CreditStanding, creditStanding } from '../../db/read-models/credit-standing';
import type { LedgerSource } from '../../db/read-models/ledger';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';

const UNKNOWN = 'Cliente no encontrado';

/** The cockpit's figures of a customer's account on a day, in minor units. */
export interface AccountFigures {
  /** YYYY-MM-DD, the shop's time zone. */
  today: string;
  /** Sum of every open invoice's balance. */
  owed: Minor;
  /** Owed on invoices past their due date, and how many. */
  overdue: { amount: Minor; count: number };
  /** What is owed by the age of each invoice (days since its date). */
  aging: Aging;
  /** Credit limit, null when the customer has none. */
  creditLimit: Minor | null;
  /** Limit minus balance (negative when over the limit), null without a limit. */
  creditAvailable: Minor | null;
  /** Orders past the credit left, or with overdue invoices, are refused (else only warned about). */
  creditBlock: boolean;
  /** The invoices still owed, oldest first, with the days each is past its due date (0 when not due). */
  openInvoices: Array<CreditStanding['invoices'][number] & { daysOverdue: number }>;
}

/**
 * The account's figures from the customer's ledger: `ledger` (the ERP's documents when one is connected), by
 * default the shop's own tables.
 */
export function createAccountService(db: Database, now: () => Date, ledger?: LedgerSource) {
  return {
    async summary(customerId: number): Promise<AccountFigures> {
      const standing = await creditStanding(db, customerId, ledger);
      if (!standing) throw notFound(UNKNOWN);
      const today = todayIn(now());
      const owed = balanceOwed(standing.invoices);
      return {
        today,
        owed,
        overdue: overdue(standing.invoices, today),
        aging: agingBuckets(standing.invoices, today),
        creditLimit: standing.limit,
        creditAvailable: availableCredit(standing.limit, owed),
        creditBlock: standing.block,
        openInvoices: standing.invoices.map((i) => ({
          ...i,
          daysOverdue: Math.max(0, daysFrom(i.dueDate, today)),
        })),
      };
    },

    async statement(
      customerId: number,
      from: string | undefined,
      to: string | undefined,
    ): Promise<AccountStatement> {
      const s = await accountStatement(db, customerId, checkStatementRange(from, to), ledger);
      if (!s) throw notFound(UNKNOWN);
      return s;
    },
  };
}
