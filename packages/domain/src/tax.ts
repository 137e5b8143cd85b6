import { addMinor, type Minor, percentOf, sumMinor } from './money';

/** A priced line of a cart or an order: what it costs before tax, and the tax rate of its product. */
export interface TaxedLine {
  subtotal: Minor;
  /** Percent, e.g. 19. */
  taxPercent: number;
}

/**
 * The totals of an order: each line's tax is its subtotal's percentage rounded to the minor unit, and the
 * order's tax is the sum of the lines' (so lines at different rates add up exactly). The server's order and
 * the cart's preview both use this one rule, so the cart shows the total the order will have.
 */
export function taxedTotals(lines: readonly TaxedLine[]): { subtotal: Minor; tax: Minor; total: Minor } {
  const subtotal = sumMinor(lines.map((l) => l.subtotal));
  const tax = sumMinor(lines.map((l) => percentOf(l.subtotal, l.taxPercent)));
  return { subtotal, tax, total: addMinor(subtotal, tax) };
}
