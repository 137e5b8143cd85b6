import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  agingBucketOf,
  agingBuckets,
  availableCredit,
  balanceOwed,
  creditCheck,
  daysFrom,
  type OpenInvoice,
  overdue,
  runningBalance,
} from './account';
import { asMinor, type Minor } from './money';

const m = (cents: number) => asMinor(cents);
const TODAY = '2026-11-22';
const invoice = (age: number, balance: number, term = 30): OpenInvoice => {
  const date = addDaysIso(TODAY, -age);
  return { date, dueDate: addDaysIso(date, term), balance: m(balance) };
};

describe('aging', () => {
  it('puts each invoice in 0–30, 31–60, 61–90 or 90+ by its age, edges included', () => {
    expect([0, 30, 31, 60, 61, 90, 91, 400].map(agingBucketOf)).toEqual([
      'd0_30',
      'd0_30',
      'd31_60',
      'd31_60',
      'd61_90',
      'd61_90',
      'd90plus',
      'd90plus',
    ]);
    expect(
      agingBuckets(
        [invoice(3, 100), invoice(30, 50), invoice(45, 7), invoice(120, 1), invoice(70, 0)],
        TODAY,
      ),
    ).toEqual({
      d0_30: m(150),
      d31_60: m(7),
      d61_90: m(0),
      d90plus: m(1),
    });
  });

  const invoices = fc.array(
    fc.record({
      age: fc.integer({ min: -5, max: 400 }),
      balance: fc.integer({ min: 0, max: 10_000_000 }),
      term: fc.integer({ min: 0, max: 90 }),
    }),
    { maxLength: 40 },
  );

  it('buckets always add up to the balance owed (property)', () => {
    fc.assert(
      fc.property(invoices, (raw) => {
        const list = raw.map((r) => invoice(r.age, r.balance, r.term));
        const aging = agingBuckets(list, TODAY);
        expect(aging.d0_30 + aging.d31_60 + aging.d61_90 + aging.d90plus).toBe(balanceOwed(list));
      }),
    );
  });

  it('overdue counts only owed invoices past their due date, and never exceeds the balance (property)', () => {
    expect(overdue([invoice(31, 100), invoice(30, 100), invoice(40, 0), invoice(10, 5, 5)], TODAY)).toEqual({
      amount: m(105),
      count: 2,
    });
    fc.assert(
      fc.property(invoices, (raw) => {
        const list = raw.map((r) => invoice(r.age, r.balance, r.term));
        const late = overdue(list, TODAY);
        expect(late.amount).toBeLessThanOrEqual(balanceOwed(list));
        expect(late.count).toBe(list.filter((i) => i.balance > 0 && daysFrom(i.dueDate, TODAY) > 0).length);
      }),
    );
  });
});

describe('credit', () => {
  it('is the limit minus what is owed, negative over the limit, null without a limit', () => {
    expect(availableCredit(m(100_000), m(30_000))).toBe(70_000);
    expect(availableCredit(m(100_000), m(130_000))).toBe(-30_000);
    expect(availableCredit(null, m(130_000))).toBeNull();
  });

  it('flags an order that passes the credit left, and overdue invoices', () => {
    const standing = { limit: m(100_000), owed: m(90_000), overdueCount: 0 };
    expect(creditCheck(standing, m(10_000))).toEqual({ overLimit: false, hasOverdue: false, excess: 0 });
    expect(creditCheck(standing, m(10_001))).toEqual({ overLimit: true, hasOverdue: false, excess: 1 });
    expect(creditCheck({ limit: null, owed: m(1), overdueCount: 2 }, m(10 ** 9))).toEqual({
      overLimit: false,
      hasOverdue: true,
      excess: 0,
    });
  });

  it('an order within the credit left never passes it; one above always does (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (limit, owed, total) => {
          const check = creditCheck({ limit: m(limit), owed: m(owed), overdueCount: 0 }, m(total));
          expect(check.overLimit).toBe(owed + total > limit);
          expect(check.excess).toBe(Math.max(0, owed + total - limit));
        },
      ),
    );
  });
});

describe('running balance', () => {
  it('adds invoices and takes receipts off, row by row', () => {
    const result = runningBalance(m(1000), [
      { debit: m(500), credit: m(0), doc: 'FE-1' },
      { debit: m(0), credit: m(1200), doc: 'RC-1' },
      { debit: m(300), credit: m(0), doc: 'FE-2' },
    ]);
    expect(result.rows.map((r) => [r.doc, r.balance])).toEqual([
      ['FE-1', 1500],
      ['RC-1', 300],
      ['FE-2', 600],
    ]);
    expect(result).toMatchObject({ debits: 800, credits: 1200, closing: 600 });
  });

  it('closing = opening + debits - credits, and it is the last row’s balance (property)', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 8 }).map((c) => c as Minor);
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 8), max: 10 ** 8 }),
        fc.array(fc.record({ debit: amount, credit: amount }), { maxLength: 50 }),
        (opening, movements) => {
          const result = runningBalance(m(opening), movements);
          expect(result.closing).toBe(opening + result.debits - result.credits);
          expect(result.closing).toBe(result.rows.at(-1)?.balance ?? opening);
        },
      ),
    );
  });
});
