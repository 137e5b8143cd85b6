import { isRecord, type PersistSpec } from './persist';

/** A saved list of products, one entry a product (wishlist, compare). */
export interface ProductListState<P> {
  items: { id: number; product: P }[];
}

type ReadProduct<P> = (raw: unknown) => P | null;

function parseList<P extends { id: number }>(read: ReadProduct<P>) {
  return (raw: unknown): ProductListState<P> | null => {
    if (!isRecord(raw) || !Array.isArray(raw.items)) return null;
    const items: ProductListState<P>['items'] = [];
    for (const entry of raw.items) {
      if (!isRecord(entry)) return null;
      const product = read(entry.product);
      if (!product || entry.id !== product.id) return null;
      if (items.some((i) => i.id === product.id)) return null;
      items.push({ id: product.id, product });
    }
    return { items };
  };
}

/**
 * Persistence of a product list: each entry's product read with `read`, its id matching, no duplicates.
 * Version 2 keeps the app's own product; a version 1 list (wire records, read with `readV1`) is carried over.
 */
export function productListPersist<P extends { id: number }>(
  key: string,
  read: ReadProduct<P>,
  readV1: ReadProduct<P>,
): PersistSpec<ProductListState<P>> {
  return { key, version: 2, parse: parseList(read), previous: { version: 1, parse: parseList(readV1) } };
}

/** A reader from a schema's `safeParse`. */
export function readWith<P>(schema: {
  safeParse(raw: unknown): { success: true; data: P } | { success: false };
}): ReadProduct<P> {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  };
}
