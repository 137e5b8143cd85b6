// The wire's pricing fields (Precio, Precio1..5, Escala_aplica, Escala, Disponible) read into the domain's
// `PricedProduct`: the one place both sides turn a product record into what the tier rule prices.
import { type Minor, type PricedProduct, sortTiers, type Tier, toMinor } from '@mostrador/domain';

/** 'Precio4' | 4 | '4' -> 4; anything that is not a positive integer level -> null. */
export function levelNumber(level: string | number): number | null {
  if (typeof level === 'number') return Number.isSafeInteger(level) && level > 0 ? level : null;
  const match = /^\s*(?:precio)?\s*(\d{1,6})\s*$/i.exec(level);
  const n = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  return n > 0 ? n : null;
}

/** An integer from a number or numeric text ('5'); anything else -> null. */
function integerField(x: unknown): number | null {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

function toTier(raw: unknown): Tier | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const from = integerField(r.Desde);
  const to = integerField(r.Hasta);
  const level =
    typeof r.PrecioNivel === 'string' || typeof r.PrecioNivel === 'number'
      ? levelNumber(r.PrecioNivel)
      : null;
  if (from === null || to === null || level === null || from > to) return null;
  return { from, to, level };
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
 * `Escala` (JSON text `[{Desde, Hasta, PrecioNivel}]` or an already parsed list) -> valid tiers sorted by
 * `from`. Never throws. Dropped: non-objects, missing/non-integer Desde or Hasta, Desde > Hasta, a level
 * that is not a positive integer.
 */
export function parseTiers(escala: unknown): Tier[] {
  return sortTiers(parseJsonList(escala).flatMap((raw) => toTier(raw) ?? []));
}

/** The tiers the rule applies: `Escala` read (`parseTiers`) when `Escala_aplica` is exactly true, else none. */
export function appliedTiers(apply: boolean | null | undefined, escala: unknown): Tier[] {
  return apply === true ? parseTiers(escala) : [];
}

/** The wire fields the tier rule reads. Prices are decimals in the major unit, as the ERP keeps them. */
export interface WirePricing {
  Productoid: number;
  Precio: number;
  Precio1?: number | null | undefined;
  Precio2?: number | null | undefined;
  Precio3?: number | null | undefined;
  Precio4?: number | null | undefined;
  Precio5?: number | null | undefined;
  Escala_aplica?: boolean | null | undefined;
  Escala?: unknown;
  Disponible?: number | null | undefined;
}

function levelPrice(price: number | null | undefined): Minor | null {
  return typeof price === 'number' && Number.isFinite(price) ? toMinor(price) : null;
}

/** Prices kept as decimals in the major unit (the ERP's records, the database's columns). */
export interface DecimalPricing {
  id: number;
  /** The base price: the list price, or the price at the customer's level. */
  price: number;
  /** The price at each level, index 0 = level 1 (the list price); null or absent where the level has none. */
  levels: ReadonlyArray<number | null | undefined>;
  /** The volume tiers that apply (`appliedTiers`). */
  tiers: Tier[];
  /** null when unknown. */
  stock: number | null;
}

/**
 * Decimal prices as the domain prices them: money in minor units, a level without a finite price null. The
 * one conversion of both sides (`pricedProduct` of a wire record; the server's cart products and orders).
 * Throws RangeError only when `price` is not a finite number.
 */
export function pricedFromDecimals(p: DecimalPricing): PricedProduct {
  return {
    id: p.id,
    price: toMinor(p.price),
    levels: p.levels.map(levelPrice),
    tiers: p.tiers,
    stock: p.stock,
  };
}

/**
 * A wire product record as the domain prices it: the five levels, the tiers only when `Escala_aplica` is
 * exactly true, stock null when unknown. Throws RangeError only when `Precio` is not a finite number (the
 * product schema never lets that through).
 */
export function pricedProduct(record: WirePricing): PricedProduct {
  const d = record.Disponible;
  return pricedFromDecimals({
    id: record.Productoid,
    price: record.Precio,
    levels: [record.Precio1, record.Precio2, record.Precio3, record.Precio4, record.Precio5],
    tiers: appliedTiers(record.Escala_aplica, record.Escala),
    stock: typeof d === 'number' && Number.isFinite(d) ? d : null,
  });
}
