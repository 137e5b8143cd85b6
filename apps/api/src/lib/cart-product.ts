// A product as the storefront's cart keeps it (quick order, reorder, saved lists): the prices of every level,
// the tiers, stock and the first picture, with Precio at the customer's level.
import type { QuickOrderProduct } from '@mostrador/contract';
import { priceAtLevel } from '@mostrador/domain';
import { nullableNumericToWire } from './money';

/** Pictures go out by name, as in the catalogue (`Imagenes`); the storefront finds them under /Files/Images/. */
const PLACEHOLDER_PICTURE = 'placeholder.svg';

/** The columns of `productos` that `toCartProduct` reads. */
export const CART_PRODUCT_COLUMNS = [
  'id',
  'codigo',
  'referencia',
  'nombre',
  'precio1',
  'precio2',
  'precio3',
  'precio4',
  'precio5',
  'escala_aplica',
  'escala',
  'disponible',
  'imagenes',
  'impuesto_porcentaje',
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
}

/** The product at `level` (1..5), or null when it has no price there nor a list price (it cannot be sold). */
export function toCartProduct(
  row: CartProductRow,
  level: number,
  defaultTaxPercent: number,
): QuickOrderProduct | null {
  const prices = [row.precio1, row.precio2, row.precio3, row.precio4, row.precio5].map(nullableNumericToWire);
  const base = priceAtLevel(prices, level);
  if (base === null) return null;
  return {
    Productoid: row.id,
    Producto_cod: row.codigo,
    Referencia: row.referencia,
    Producto: row.nombre,
    Precio: base,
    Precio1: prices[0] ?? null,
    Precio2: prices[1] ?? null,
    Precio3: prices[2] ?? null,
    Precio4: prices[3] ?? null,
    Precio5: prices[4] ?? null,
    Escala_aplica: row.escala_aplica,
    Escala: row.escala,
    Disponible: row.disponible,
    Imagenes: row.imagenes.length > 0 ? row.imagenes : [PLACEHOLDER_PICTURE],
    Impuesto_porcentaje:
      row.impuesto_porcentaje === null ? defaultTaxPercent : Number(row.impuesto_porcentaje),
  };
}
