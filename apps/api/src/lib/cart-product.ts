// A product as the storefront's cart keeps it (quick order, reorder, saved lists): the prices of every level,
// the tiers, stock and the first picture, with the price at the customer's level. The wire's record of it is
// written by the contract's `toQuickOrderProduct`, in each module's routes.ts.
import { appliedTiers, type CartProductRecord, pricedFromDecimals } from '@mostrador/contract';
import { type Minor, priceAtLevel, priceForQuantity } from '@mostrador/domain';
import { sql } from 'kysely';
import { PRICING_COLUMNS } from '../db/schema';
import { nullableNumericToWire } from './money';

export type CartProduct = CartProductRecord;

/** Pictures go out by name, as in the catalogue; the storefront finds them under /Files/Images/. */
const PLACEHOLDER_PICTURE = 'placeholder.svg';

/** The columns of `productos` that `toCartProduct` reads. */
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
 * Whether the product of `productos` (as `table`) comes in a colour with sizes (the demo catalogue's
 * variations): a line of it names its size, chosen on its page. The SQL twin of packages/domain's `choosesSize`.
 */
export function choosesSizeSql(table: 'productos' | 'p') {
  return sql<boolean>`coalesce(jsonb_path_exists(${sql.ref(`${table}.demo`)}, '$.variation[*].size[0]'), false)`;
}

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
}

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
  };
}

/** The unit price of `quantity` units at the product's level (the tier rule of packages/domain). */
export function unitPriceFor(product: CartProduct, quantity: number): Minor {
  const { id, price, levels, stock } = product;
  const tiers = appliedTiers(product.tiersApply, product.tiers);
  return priceForQuantity(pricedFromDecimals({ id, price, levels, tiers, stock }), quantity);
}
