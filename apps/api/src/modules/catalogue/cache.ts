// The catalogue answer cache: a page (or a product) is built and serialised once per catalogue version and
// served as the same bytes, with a strong ETag, to every visitor asking the same normalised query at the same
// price level; a picture likewise (its bytes and headers). The version (migrations/080) is raised in the
// transaction of every change of a product, price, tier, stock, the category tree or a stored picture
// (migrations/190), by whichever process made it; each request reads it (one small query) first, so an
// answer is never staler than the commit that changed its rows, in every process. A build is handed the
// versions its lookup read: what it looks up in turn (products, postings, words) is kept under the same read,
// not read again.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { freshVersions, type Versions } from '../../db/catalogue-version';
import type { Database } from '../../db/database';

export interface CachedAnswer {
  /** The answer's UTF-8 bytes: encoded once, not on every send (the socket writes them as they are). */
  body: Buffer;
  etag: string;
}

export interface CatalogueCache {
  /** The cached answer for `key` at the current version, or the one `build` writes (then cached). */
  answer(key: string, build: (at: Versions) => Promise<string | Buffer>): Promise<CachedAnswer>;
}

export interface VersionedCache<T> {
  /**
   * The value kept for `key` at the current catalogue version, or the one `build` makes (then kept). `at`: the
   * versions the request has read already (read now when not given); `build` is handed them.
   */
  get(key: string, build: (at: Versions) => Promise<T>, at?: Versions): Promise<T>;
  /**
   * The values kept for `keys` at the current version, in their order; those not kept are built together by
   * `build` (then kept). A key `build` gives no value for is left out.
   */
  many(
    keys: readonly string[],
    build: (missing: string[]) => Promise<ReadonlyMap<string, T>>,
    at?: Versions,
  ): Promise<T[]>;
}

/** How much a cache may keep: its values' bytes (as `sizeOf` counts them) in all, at most. */
export interface CacheBudget<T> {
  maxBytes: number;
  sizeOf: (value: T, key: string) => number;
}

/**
 * Keeps values up to `budget.maxBytes` in all, the least recently used dropped first (a value larger than the
 * budget is not kept); all are dropped when the version moves. Bounded by bytes, not by count: a page of 100
 * products or a 5 MB picture weighs what it weighs, and a crawler asking every query there is cannot grow the
 * process past the budget. Requests asking for the same key while it is built share that one build.
 */
export function createVersionedCache<T extends object>(
  db: Database,
  budget: CacheBudget<T>,
  /** Told of each lookup: found (a hit) or built (the metrics count them). */
  onLookup: (hit: boolean) => void = () => {},
  /** The version the values are kept under: the catalogue's (by default), or the products' (db/catalogue-version.ts). */
  versionName: keyof Versions = 'catalogue',
): VersionedCache<T> {
  let cachedVersion = -1;
  const values = new LRUCache<string, T>({
    maxSize: budget.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, budget.sizeOf(value, key)),
  });
  const building = new Map<string, Promise<T>>();
  const fresh = freshVersions(db);

  /** Builds the value of `key` at the versions `at` once, however many ask for it meanwhile. */
  function buildOnce(key: string, at: Versions, build: (at: Versions) => Promise<T>): Promise<T> {
    const current = at[versionName];
    const id = `${current}|${key}`;
    const running = building.get(id);
    if (running) return running;
    const built = build(at)
      .then((value) => {
        // Another version may have arrived while this one was built: keep it only under the version read
        // first, which the value's rows are at least as new as.
        if (cachedVersion === current) values.set(key, value);
        return value;
      })
      .finally(() => building.delete(id));
    building.set(id, built);
    return built;
  }

  /** The versions of a lookup (the request's, else read now); the values kept under another version are dropped. */
  async function versionsOf(at: Versions | undefined): Promise<Versions> {
    const read = at ?? (await fresh());
    if (read[versionName] !== cachedVersion) {
      values.clear();
      cachedVersion = read[versionName];
    }
    return read;
  }

  return {
    async get(key, build, at) {
      const read = await versionsOf(at);
      const hit = values.get(key);
      onLookup(hit !== undefined);
      if (hit !== undefined) return hit;
      return buildOnce(key, read, build);
    },

    async many(keys, build, at) {
      const current = (await versionsOf(at))[versionName];
      const hits = keys.map((key) => values.get(key));
      for (const hit of hits) onLookup(hit !== undefined);
      const missing = keys.filter((_, i) => hits[i] === undefined);
      const built = missing.length > 0 ? await build(missing) : new Map<string, T>();
      if (cachedVersion === current) for (const [key, value] of built) values.set(key, value);
      return keys.map((key, i) => hits[i] ?? built.get(key)).filter((value) => value !== undefined);
    },
  };
}

/** What the catalogue's answers may keep per process: 64 MB (about 4,000 pages of 24 products). */
export const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

/** The catalogue's answers, as the bytes sent and their strong ETag. */
export function createCatalogueCache(
  db: Database,
  maxBytes = ANSWER_CACHE_BYTES,
  onLookup?: (hit: boolean) => void,
  versionName?: keyof Versions,
): CatalogueCache {
  const cache = createVersionedCache<CachedAnswer>(
    db,
    { maxBytes, sizeOf: (answer, key) => answer.body.length + answer.etag.length + key.length },
    onLookup,
    versionName,
  );
  return {
    answer: (key, build) =>
      cache.get(key, async (at) => {
        const built = await build(at);
        const body = typeof built === 'string' ? Buffer.from(built, 'utf8') : built;
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      }),
  };
}

/** The cache key of a query: its known fields in a fixed order (unknown and compatibility fields ignored). */
export function cacheKey(kind: string, level: number, query: object, fields: readonly string[]): string {
  const record = query as Record<string, unknown>;
  const text = (value: unknown) =>
    value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `${kind}|${level}|${fields.map((f) => text(record[f])).join('|')}`;
}
