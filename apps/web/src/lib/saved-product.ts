import { pickProduct } from '@mostrador/contract';
import { isRecord, type PersistSpec } from './persist';

/**
 * The fields a saved product keeps (cart line, wishlist, compare list): enough to price it with the tier rule,
 * show it and put it in the cart. The description HTML and the demo texts stay out of local storage.
 */
export const savedProductFields = {
  Productoid: true,
  Producto_cod: true,
  Producto: true,
  Precio: true,
  Precio1: true,
  Precio2: true,
  Precio3: true,
  Precio4: true,
  Precio5: true,
  Escala_aplica: true,
  Escala: true,
  Disponible: true,
  Imagenes: true,
  Impuesto_porcentaje: true,
  variation: true,
} as const;

export const savedProduct = pickProduct(savedProductFields);

/** A saved list of products, one entry a product (wishlist, compare). */
export interface ProductListState<P> {
  items: { id: number; product: P }[];
}

interface ProductSchema<P> {
  safeParse(raw: unknown): { success: true; data: P } | { success: false };
}

/** Persistence of a product list: each entry's product parsed with `schema`, its id matching, no duplicates. */
export function productListPersist<P extends { Productoid: number }>(
  key: string,
  schema: ProductSchema<P>,
): PersistSpec<ProductListState<P>> {
  return {
    key,
    version: 1,
    parse(raw) {
      if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
      const items: ProductListState<P>['items'] = [];
      for (const entry of raw.items) {
        if (!isRecord(entry)) return null;
        const parsed = schema.safeParse(entry.product);
        if (!parsed.success || entry.id !== parsed.data.Productoid) return null;
        if (items.some((i) => i.id === parsed.data.Productoid)) return null;
        items.push({ id: parsed.data.Productoid, product: parsed.data });
      }
      return { items };
    },
  };
}
