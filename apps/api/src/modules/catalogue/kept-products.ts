// The products a search's page shows, kept in memory per catalogue version: searches never asked before mostly
// show products other searches showed (the first matches of the catalogue's common words), so their page is
// built from products already read instead of a query per search, and the same objects come back (routes.ts
// keeps each one's wire text beside it). Kept like the answers (cache.ts): bounded by bytes, all dropped when
// the catalogue's version moves (a stock or price change), so never staler than they are.
import type { Database } from '../../db/database';
import { createVersionedCache } from './cache';
import type { CatalogueProduct, ProductsIn } from './service';

/**
 * What the kept products may weigh per process: 32 MB (some 30,000 products of the demo's size); their wire bytes,
 * kept beside them by routes.ts while they are kept, weigh about as much again.
 */
export const PRODUCT_CACHE_BYTES = 32 * 1024 * 1024;

/** A product's weight: its texts' lengths and a fixed share for its numbers, arrays and the object itself. */
const weight = (p: CatalogueProduct) =>
  500 + p.name.length + (p.descriptionHtml?.length ?? 0) + JSON.stringify(p.facets).length;

/** `read` answered from the products kept, those not kept read together (then kept). */
export function keptProducts(
  db: Database,
  onLookup?: (hit: boolean) => void,
): (read: ProductsIn) => ProductsIn {
  const kept = createVersionedCache<CatalogueProduct>(
    db,
    { maxBytes: PRODUCT_CACHE_BYTES, sizeOf: weight },
    onLookup,
  );
  return (read) => (ids, level) =>
    kept.many(
      ids.map((id) => `${level}|${id}`),
      async (missing) => {
        const products = await read(
          missing.map((key) => Number(key.slice(key.indexOf('|') + 1))),
          level,
        );
        return new Map(products.map((p) => [`${level}|${p.id}`, p]));
      },
    );
}
