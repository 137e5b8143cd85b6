// Prices an order on the server: each line at the customer's level with the shared tier rule, tax per line
// (the product's own rate or the store's default), all in integer minor units.
import { pricedFromDecimals } from '@mostrador/contract';
import {
  type Minor,
  multiplyMinor,
  percentOf,
  priceAtLevel,
  priceForQuantity,
  type Tier,
  taxedTotals,
} from '@mostrador/domain';

/** A product as the order sees it: prices are decimals in the major unit, as the database keeps them. */
export interface ProductForPricing {
  id: number;
  /** The price at each level (index 0 is level 1, the list price); null when the level has no price. */
  prices: ReadonlyArray<number | null>;
  /** The volume tiers that apply (none when the product has no volume pricing), sorted by `from`. */
  tiers: Tier[];
  /** The product's tax rate in percent, or null for the store's default. */
  taxPercent: number | null;
}

export interface LineRequest {
  productId: number;
  quantity: number;
}

export interface PricedLine {
  productId: number;
  quantity: number;
  unitPrice: Minor;
  /** unitPrice × quantity */
  subtotal: Minor;
  taxPercent: number;
  tax: Minor;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: Minor;
  tax: Minor;
  total: Minor;
}

/** Thrown when a line names a product that has no price at the customer's level (nor any above it). */
export class UnpricedProductError extends Error {
  constructor(readonly productIds: number[]) {
    super(`products without a price: ${productIds.join(', ')}`);
  }
}

/**
 * Prices every line with `priceForQuantity` (the same rule the browser previews) at `level`.
 * Each line is priced by its own quantity, as the cart shows it. `products` must hold every line's product.
 */
export function priceOrder(
  lines: readonly LineRequest[],
  products: ReadonlyMap<number, ProductForPricing>,
  level: number,
  defaultTaxPercent: number,
): PricedOrder {
  const unpriced = new Set<number>();
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new Error(`product ${line.productId} was not loaded`);
    // The customer's level price, else the list price (the catalogue's SQL shows the same: migrations/160).
    const base = priceAtLevel(product.prices, level);
    if (base === null) {
      unpriced.add(line.productId);
      continue;
    }
    const pricing = {
      id: product.id,
      price: base,
      levels: product.prices,
      tiers: product.tiers,
      stock: null,
    };
    const unitPrice = priceForQuantity(pricedFromDecimals(pricing), line.quantity);
    const subtotal = multiplyMinor(unitPrice, line.quantity);
    const taxPercent = product.taxPercent ?? defaultTaxPercent;
    priced.push({
      productId: line.productId,
      quantity: line.quantity,
      unitPrice,
      subtotal,
      taxPercent,
      tax: percentOf(subtotal, taxPercent),
    });
  }
  if (unpriced.size > 0) throw new UnpricedProductError([...unpriced]);
  return { lines: priced, ...taxedTotals(priced) };
}
