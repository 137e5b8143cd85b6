// A product as the storefront's cart keeps it (quick order, reorder, saved lists): the prices of every level,
// the tiers, stock and the first picture, with the price at the customer's level. The wire's record of it is
// written by the contract's `toQuickOrderProduct`, in each module's routes.ts.
import { appliedTiers, type CartProductRecord, pricedFromDecimals } from '@mostrador/contract';
import {
  choosesSize,
  type Minor,
  namedSize,
  priceAtLevel,
  priceForQuantity,
  stockOf,
  variantProduct,
} from '@mostrador/domain';
import { sql } from 'kysely';
import { nullableNumericToWire } from '../../lib/money';
import { PRICING_COLUMNS, type Variations } from '../schema';

export type CartProduct = CartProductRecord;

/** Pictures go out by name, as in the catalogue; the storefront finds them under /Files/Images/. */
const PLACEHOLDER_PICTURE = 'placeholder.svg';

/** The columns of `productos` that `toCartProduct` reads, with `variationsSql`. */
export const CART_PRODUCT_COLUMNS = [
  'id',
  'codigo',
  'referencia',
  'nombre',
  ...PRICING_COLUMNS,
  'disponible',
  'imagenes',
  'impuesto_porcentaje',
] as const;

/**
 * The product's colours with their sizes and each size's own stock (the demo catalogue's variations), as
 * `variaciones` beside CART_PRODUCT_COLUMNS: null for a product without them. Whether a line of it names a
 * size is then the domain's `choosesSize`.
 */
export function variationsSql(table: 'productos' | 'p') {
  return sql<Variations | null>`${sql.ref(`${table}.demo`)} -> 'variation'`.as('variaciones');
}

/**
 * A stored line's product (a past order's, a saved list's; joined as `p`) as the cart takes it now, and whether
 * it is still on sale: the columns of a `LineProductRow`.
 */
export const LINE_PRODUCT_COLUMNS = [
  ...CART_PRODUCT_COLUMNS.map((c) => `p.${c}` as const),
  'p.activo',
  variationsSql('p'),
] as const;

export interface CartProductRow {
  id: number;
  codigo: string;
  referencia: string;
  nombre: string;
  precio1: string | null;
  precio2: string | null;
  precio3: string | null;
  precio4: string | null;
  precio5: string | null;
  escala_aplica: boolean;
  escala: string | null;
  disponible: number;
  imagenes: string[];
  impuesto_porcentaje: string | null;
  /** variationsSql: the colours with their sizes, or null. */
  variaciones: Variations | null;
}

export type LineProductRow = CartProductRow & { activo: boolean };

/** The product at `level` (1..5), or null when it has no price there nor a list price (it cannot be sold). */
export function toCartProduct(
  row: CartProductRow,
  level: number,
  defaultTaxPercent: number,
): CartProduct | null {
  const levels = [row.precio1, row.precio2, row.precio3, row.precio4, row.precio5].map(nullableNumericToWire);
  const price = priceAtLevel(levels, level);
  if (price === null) return null;
  return {
    id: row.id,
    code: row.codigo,
    reference: row.referencia,
    name: row.nombre,
    price,
    levels,
    tiersApply: row.escala_aplica,
    tiers: row.escala,
    stock: row.disponible,
    pictures: row.imagenes.length > 0 ? row.imagenes : [PLACEHOLDER_PICTURE],
    taxPercent: row.impuesto_porcentaje === null ? defaultTaxPercent : Number(row.impuesto_porcentaje),
    ...(row.variaciones && row.variaciones.length > 0 ? { variations: row.variaciones } : {}),
  };
}

/** The unit price of `quantity` units at the product's level (the tier rule of packages/domain). */
export function unitPriceFor(product: CartProduct, quantity: number): Minor {
  const { id, price, levels, stock } = product;
  const tiers = appliedTiers(product.tiersApply, product.tiers);
  return priceForQuantity(pricedFromDecimals({ id, price, levels, tiers, stock }), quantity);
}

/**
 * A line of `product` in `color` and `size` (a past order's, a saved list's) as the cart would take it: a
 * product without sizes whole ('' and '', its stock), one in sizes in the colour and size the line names with
 * that size's stock, or null when the line names none the product has (then chosen on its page).
 */
export function cartLineOf(
  product: CartProduct,
  color: string,
  size: string,
): { color: string; size: string; stock: number } | null {
  if (!choosesSize(product)) return { color: '', size: '', stock: product.stock };
  if (!namedSize(product, color, size)) return null;
  return { color, size, stock: stockOf(variantProduct(product, color, size)) ?? 0 };
}
