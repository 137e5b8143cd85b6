// The catalogue answer cache: a page (or a product) is built and serialised once per catalogue version and
// served as the same bytes, with a strong ETag, to every visitor asking the same normalised query at the same
// price level. The version (migrations/080) is raised in the transaction of every change of a product,
// price, tier, stock or the category tree, by whichever process made it; each request reads it (one small
// query) first, so an answer is never staler than the commit that changed its rows, in every process.
import { createHash } from 'node:crypto';
import { catalogueVersion } from '../../db/catalogue-version';
import type { Database } from '../../db/database';
import { freshReads } from '../../lib/fresh-reads';

export interface CachedAnswer {
  /** The answer's UTF-8 bytes: encoded once, not on every send (the socket writes them as they are). */
  body: Buffer;
  etag: string;
}

export interface CatalogueCache {
  /** The cached answer for `key` at the current version, or the one `build` writes (then cached). */
  answer(key: string, build: () => Promise<string>): Promise<CachedAnswer>;
}

/** Keeps at most `capacity` answers (oldest dropped first); all are dropped when the version moves. */
export function createCatalogueCache(db: Database, capacity = 5_000): CatalogueCache {
  let cachedVersion = -1;
  const answers = new Map<string, CachedAnswer>();
  const version = freshReads(() => catalogueVersion(db));

  return {
    async answer(key, build) {
      const current = await version();
      if (current !== cachedVersion) {
        answers.clear();
        cachedVersion = current;
      }
      const hit = answers.get(key);
      if (hit) return hit;
      const body = Buffer.from(await build(), 'utf8');
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const answer = { body, etag };
      // Another version may have arrived while this one was built: cache only under the version read first,
      // which the answer's rows are at least as new as.
      if (cachedVersion === current) {
        if (answers.size >= capacity) answers.delete(answers.keys().next().value as string);
        answers.set(key, answer);
      }
      return answer;
    },
  };
}

/** The cache key of a query: its known fields in a fixed order (unknown and compatibility fields ignored). */
export function cacheKey(kind: string, level: number, query: object, fields: readonly string[]): string {
  const record = query as Record<string, unknown>;
  return `${kind}|${level}|${fields.map((f) => (record[f] === undefined ? '' : String(record[f]))).join('|')}`;
}
