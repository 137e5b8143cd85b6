// The products a search's page shows, kept in memory per catalogue version: searches never asked before mostly
// show products other searches showed (the first matches of the catalogue's common words), so their page is
// built from products already read instead of a query per search, and the same objects come back (routes.ts
// keeps each one's wire text beside it). Kept like the answers (cache.ts): bounded by bytes, all dropped when
// the catalogue's version moves (a stock or price change), so never staler than they are.
import type { Database } from '../../db/database';
import { createVersionedCache } from './cache';
import type { CatalogueProduct, ProductsIn } from './service';

/** What the kept products may weigh per process, with their wire bytes: 64 MB (some 40,000 of the demo's). */
export const PRODUCT_CACHE_BYTES = 64 * 1024 * 1024;

/** A product's weight: its text as JSON twice (the object, and the wire bytes routes.ts keeps beside it). */
const weight = (p: CatalogueProduct) => 2 * JSON.stringify(p).length;

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
  return (read) => (ids, level, at) =>
    kept.many(
      ids.map((id) => `${level}|${id}`),
      async (missing) => {
        const products = await read(
          missing.map((key) => Number(key.slice(key.indexOf('|') + 1))),
          level,
        );
        return new Map(products.map((p) => [`${level}|${p.id}`, p]));
      },
      at,
    );
}
