import type { Minor } from './money';

/** One volume tier: quantities `from`..`to` (inclusive) pay the product's price at `level`. */
export interface Tier {
  from: number;
  to: number;
  level: number;
}

/** The ERP writes a last tier without an upper bound as "up to 99999" (or more). */
export const OPEN_TIER_END = 99_999;

/** Whether a tier has no upper bound to speak of ("12 or more", not "12 – 99999"). */
export function isOpenTier(tier: Tier): boolean {
  return tier.to >= OPEN_TIER_END;
}

/**
 * A product as the pricing rule sees it, in integer minor units. `price` is the unit price at the asking
 * customer's level (the server fills it: `priceAtLevel`); `levels[i]` is the price at level i + 1 (level 1 is
 * the list price), null where the level has none; `tiers` are the volume tiers that apply (none when the
 * product has no volume pricing); `stock` is null when unknown.
 */
export interface PricedProduct {
  id: number;
  price: Minor;
  levels: Array<Minor | null>;
  tiers: Tier[];
  stock: number | null;
}

/** A price that can be charged: a finite number above 0 (null, missing and 0 mean "no price here"). */
function isUsablePrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/**
 * The price at a customer's `level` (1-based; `prices[0]` is level 1, the list price): that level's price
 * when it is usable (a finite number above 0), else the list price when usable, else null (the product cannot
 * be sold at that level). This is the one rule; the catalogue's SQL (`price_at_level` of
 * apps/api/src/db/migrations/160-price-at-level.sql) computes the same, and a test runs both over every case.
 */
export function priceAtLevel<N extends number>(
  prices: ReadonlyArray<N | null | undefined>,
  level: number,
): N | null {
  const atLevel = Number.isSafeInteger(level) && level > 0 ? prices[level - 1] : undefined;
  if (isUsablePrice(atLevel)) return atLevel;
  const list = prices[0];
  return isUsablePrice(list) ? list : null;
}

/** Tiers sorted by `from` (stable), so "the last tier" is the one reaching the highest quantities. */
export function sortTiers(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.from - b.from);
}

/** Spec §5: the matching tier, else the last one; null when the base price applies. */
function tierIndexFor(tiers: readonly Tier[], quantity: number): number | null {
  if (!(quantity > 0) || tiers.length === 0) return null;
  const index = tiers.findIndex((t) => t.from <= quantity && quantity <= t.to);
  return index === -1 ? tiers.length - 1 : index;
}

/** A level's price, or the base price when the product has no usable (> 0) price at that level. */
function unitPriceAtLevel(product: PricedProduct, level: number): Minor {
  const price = product.levels[level - 1];
  return isUsablePrice(price) ? price : product.price;
}

/**
 * The unit price for `quantity` units (spec §5): the base price when quantity is not above 0 or there are no
 * tiers; else the tier with from <= quantity <= to, or the last tier when none matches (gaps, below the first
 * tier, above the last).
 */
export function priceForQuantity(product: PricedProduct, quantity: number): Minor {
  const index = tierIndexFor(product.tiers, quantity);
  const tier = index === null ? undefined : product.tiers[index];
  return tier ? unitPriceAtLevel(product, tier.level) : product.price;
}

/** The product page's tier table: each tier with the unit price it earns (sorted by `from`). */
export function tierTable(product: PricedProduct): Array<{ tier: Tier; unitPrice: Minor }> {
  return product.tiers.map((tier) => ({ tier, unitPrice: unitPriceAtLevel(product, tier.level) }));
}

/** Index into `tierTable(product)` of the tier priced for `quantity`, or null when the base price applies. */
export function activeTierIndex(product: PricedProduct, quantity: number): number | null {
  return tierIndexFor(product.tiers, quantity);
}

/** Stock as a cap: a whole number >= 0 when known, null when unknown (missing, null, not finite). */
export function stockOf(product: { stock?: number | null | undefined }): number | null {
  const d = product.stock;
  if (typeof d !== 'number' || !Number.isFinite(d)) return null;
  return Math.max(0, Math.floor(d));
}

/** Quantities where the price can change: each tier's `from` and the first quantity after its `to`. */
function priceBreaks(tiers: readonly Tier[], above: number): number[] {
  const breaks = tiers.flatMap((t) => [t.from, t.to + 1]).filter((q) => q > above);
  return [...new Set(breaks)].sort((a, b) => a - b);
}

/**
 * For the cart's nudge: the fewest extra units that make the unit price cheaper, and that price.
 * Null when quantity is below 1, no cheaper price exists above it, or reaching it would exceed known stock.
 */
export function nextTierNudge(
  product: PricedProduct,
  quantity: number,
): { moreUnits: number; unitPrice: Minor } | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const current = priceForQuantity(product, quantity);
  const target = priceBreaks(product.tiers, quantity).find((q) => priceForQuantity(product, q) < current);
  if (target === undefined) return null;
  const stock = stockOf(product);
  if (stock !== null && target > stock) return null;
  return { moreUnits: target - quantity, unitPrice: priceForQuantity(product, target) };
}
