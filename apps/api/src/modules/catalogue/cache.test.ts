// The catalogue's caches keep values up to a budget of bytes, the least recently used dropped first, and
// nothing across a change of the catalogue.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../test/fixtures';
import { createVersionedCache } from './cache';

const t = testApp();

/** A cache of strings of `n` bytes within `maxBytes`, counting how often each key had to be built. */
function countedCache(maxBytes: number) {
  const cache = createVersionedCache<{ text: string }>(t.database.db, {
    maxBytes,
    sizeOf: (value) => value.text.length,
  });
  const builds = new Map<string, number>();
  const get = (key: string, n: number) =>
    cache.get(key, async () => {
      builds.set(key, (builds.get(key) ?? 0) + 1);
      return { text: 'x'.repeat(n) };
    });
  return { get, builds };
}

describe('createVersionedCache', () => {
  it('keeps values within its bytes, dropping the least recently used first', async () => {
    const { get, builds } = countedCache(100);
    await get('a', 60);
    await get('b', 30);
    expect((await get('a', 60)).text).toHaveLength(60);
    expect(builds.get('a')).toBe(1);
    // 'c' does not fit beside 'a' and 'b': 'b', used longest ago, goes.
    await get('c', 30);
    await get('a', 60);
    await get('c', 30);
    expect(builds.get('a')).toBe(1);
    expect(builds.get('c')).toBe(1);
    await get('b', 30);
    expect(builds.get('b')).toBe(2);
  });

  it('answers a value larger than its budget without keeping it', async () => {
    const { get, builds } = countedCache(100);
    expect((await get('huge', 500)).text).toHaveLength(500);
    await get('huge', 500);
    expect(builds.get('huge')).toBe(2);
  });

  it('builds every value again after the catalogue changes', async () => {
    const { get, builds } = countedCache(1000);
    await get('a', 10);
    await get('a', 10);
    expect(builds.get('a')).toBe(1);
    await sql`update productos set disponible = disponible + 1 where id = (select min(id) from productos)`.execute(
      t.database.db,
    );
    await get('a', 10);
    expect(builds.get('a')).toBe(2);
  });
});
