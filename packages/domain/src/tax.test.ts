import { describe, expect, it } from 'vitest';
import { asMinor, percentOf } from './money';
import { taxedTotals } from './tax';

describe('taxedTotals', () => {
  it('rounds the tax line by line, then adds the lines up', () => {
    // 2.50 at 19% is 0.475 -> 0.48 a line; the whole 5.00 at 19% would be 0.95.
    const line = { subtotal: asMinor(250), taxPercent: 19 };
    expect(taxedTotals([line, line])).toEqual({ subtotal: 500, tax: 96, total: 596 });
    expect(percentOf(asMinor(500), 19)).toBe(95);
  });

  it('taxes each line at its own rate', () => {
    const totals = taxedTotals([
      { subtotal: asMinor(10_000), taxPercent: 19 },
      { subtotal: asMinor(4_000), taxPercent: 5 },
      { subtotal: asMinor(1_234), taxPercent: 0 },
    ]);
    expect(totals).toEqual({ subtotal: 15_234, tax: 1_900 + 200, total: 17_334 });
  });

  it('gives zeros for no lines', () => {
    expect(taxedTotals([])).toEqual({ subtotal: 0, tax: 0, total: 0 });
  });
});
