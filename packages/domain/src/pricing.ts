import { type Minor, toMinor } from './money';

/** One volume tier: quantities Desde..Hasta (inclusive) pay the product's `Precio<PrecioNivel>`. */
export interface Tier {
  Desde: number;
  Hasta: number;
  PrecioNivel: number;
}

/**
 * A product as the pricing rule sees it. `Precio` is the price at the asking customer's level (the server
 * fills it); tiers point at Precio1..PrecioN. Prices are wire decimals (major units).
 */
export interface PricedProduct {
  Productoid: number;
  Precio: number;
  Escala_aplica?: boolean | null;
  Escala?: string | readonly unknown[] | null;
  Disponible?: number | null;
  [level: `Precio${number}`]: number | null | undefined;
}

/** 'Precio4' | 4 | '4' -> 4; anything that is not a positive integer level -> null. */
export function levelNumber(level: string | number): number | null {
  if (typeof level === 'number') return Number.isSafeInteger(level) && level > 0 ? level : null;
  const match = /^\s*(?:precio)?\s*(\d{1,6})\s*$/i.exec(level);
  const n = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return n > 0 ? n : null;
}

/** A price that can be charged: a finite number above 0 (null, missing and 0 mean "no price here"). */
function isUsablePrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/**
 * The price at a customer's `level` (1-based; `prices[0]` is Precio1, the list price): that level's price
 * when it is usable (a finite number above 0), else the list price when usable, else null (the product cannot
 * be sold at that level). This is the one rule; the catalogue's SQL (`price_at_level` of
 * apps/api/src/db/migrations/160-price-at-level.sql) computes the same, and a test runs both over every case.
 */
export function priceAtLevel(prices: ReadonlyArray<number | null | undefined>, level: number): number | null {
  const atLevel = Number.isSafeInteger(level) && level > 0 ? prices[level - 1] : undefined;
  if (isUsablePrice(atLevel)) return atLevel;
  const list = prices[0];
  return isUsablePrice(list) ? list : null;
}

/** An integer from a number or numeric text ('5'); anything else -> null. */
function integerField(x: unknown): number | null {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

function toTier(raw: unknown): Tier | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const desde = integerField(r.Desde);
  const hasta = integerField(r.Hasta);
  const nivel =
    typeof r.PrecioNivel === 'string' || typeof r.PrecioNivel === 'number'
      ? levelNumber(r.PrecioNivel)
      : null;
  if (desde === null || hasta === null || nivel === null || desde > hasta) return null;
  return { Desde: desde, Hasta: hasta, PrecioNivel: nivel };
}

function parseJsonList(escala: unknown): readonly unknown[] {
  if (Array.isArray(escala)) return escala;
  if (typeof escala !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(escala);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * `Escala` (JSON text or an already parsed list) -> valid tiers sorted by Desde. Never throws.
 * Dropped: non-objects, missing/non-integer Desde or Hasta, Desde > Hasta, a level that is not a positive
 * integer. Sorting (stable) makes "the last tier" the one reaching the highest quantities, whatever order
 * the server sent them in.
 */
export function parseTiers(escala: unknown): Tier[] {
  return parseJsonList(escala)
    .map(toTier)
    .filter((t): t is Tier => t !== null)
    .sort((a, b) => a.Desde - b.Desde);
}

/** The tiers that apply to this product: none when Escala_aplica is not exactly true. */
function activeTiers(product: PricedProduct): Tier[] {
  return product.Escala_aplica === true ? parseTiers(product.Escala) : [];
}

/** Spec §5: the matching tier, else the last one; null when the base price applies. */
function tierIndexFor(tiers: readonly Tier[], quantity: number): number | null {
  if (!(quantity > 0) || tiers.length === 0) return null;
  const index = tiers.findIndex((t) => t.Desde <= quantity && quantity <= t.Hasta);
  return index === -1 ? tiers.length - 1 : index;
}

/** A level's price, or the base Precio when the product has no usable (finite, > 0) price at that level. */
function unitPriceAtLevel(product: PricedProduct, level: number): Minor {
  const price = product[`Precio${level}`];
  return isUsablePrice(price) ? toMinor(price) : toMinor(product.Precio);
}

/**
 * The unit price for `quantity` units (spec §5): base Precio when quantity is not above 0, the tier flag is
 * off or there are no (valid) tiers; else the tier with Desde <= quantity <= Hasta, or the last tier when
 * none matches (gaps, below the first tier, above the last). Throws RangeError only when Precio itself is
 * not a finite number (the contract never lets that through).
 */
export function priceForQuantity(product: PricedProduct, quantity: number): Minor {
  const tiers = activeTiers(product);
  const index = tierIndexFor(tiers, quantity);
  const tier = index === null ? undefined : tiers[index];
  return tier ? unitPriceAtLevel(product, tier.PrecioNivel) : toMinor(product.Precio);
}

/** The product page's tier table: each applicable tier with the unit price it earns (sorted by Desde). */
export function tierTable(product: PricedProduct): Array<{ tier: Tier; unitPrice: Minor }> {
  return activeTiers(product).map((tier) => ({
    tier,
    unitPrice: unitPriceAtLevel(product, tier.PrecioNivel),
  }));
}

/** Index into `tierTable(product)` of the tier priced for `quantity`, or null when the base price applies. */
export function activeTierIndex(product: PricedProduct, quantity: number): number | null {
  return tierIndexFor(activeTiers(product), quantity);
}

/** Stock as a cap: a whole number >= 0 when known, null when unknown (missing, null, not finite). */
export function stockOf(product: Pick<PricedProduct, 'Disponible'>): number | null {
  const d = product.Disponible;
  if (typeof d !== 'number' || !Number.isFinite(d)) return null;
  return Math.max(0, Math.floor(d));
}

/** Quantities where the price can change: each tier's Desde and the first quantity after its Hasta. */
function priceBreaks(tiers: readonly Tier[], above: number): number[] {
  const breaks = tiers.flatMap((t) => [t.Desde, t.Hasta + 1]).filter((q) => q > above);
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
  const target = priceBreaks(activeTiers(product), quantity).find(
    (q) => priceForQuantity(product, q) < current,
  );
  if (target === undefined) return null;
  const stock = stockOf(product);
  if (stock !== null && target > stock) return null;
  return { moreUnits: target - quantity, unitPrice: priceForQuantity(product, target) };
}
