// A store for @fastify/rate-limit that counts in the database, so a limit holds across every API process
// sharing it (the plugin's own store counts per process). One atomic upsert per counted request.
import { sql } from 'kysely';
import type { Database } from './database';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to a store for a route (its merged options, with `routeInfo`). */
function routeUrlOf(params: object): string {
  const info: unknown = 'routeInfo' in params ? params.routeInfo : undefined;
  if (typeof info === 'object' && info !== null && 'url' in info && typeof info.url === 'string')
    return info.url;
  return '';
}

/** Counters older than this are deleted now and then. */
const SWEEP_EVERY = 500;

/**
 * The store class @fastify/rate-limit instantiates (`store` option). Keys are prefixed with the route's
 * URL, so each limited route has its own counters (the GET and POST of one path share theirs).
 */
export function databaseRateLimitStore(db: Database, now: () => Date) {
  let counted = 0;
  return class DatabaseRateLimitStore {
    readonly prefix: string;

    constructor(params: object = {}) {
      this.prefix = routeUrlOf(params);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.count(`${this.prefix}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(params: object): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }

    private async count(clave: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      const reset = new Date(at.getTime() + timeWindow);
      // A new window starts when the old one is over; otherwise the count goes up by one. Atomic: two
      // processes counting the same key at once both see their own increment.
      const row = await db
        .insertInto('limites_peticiones')
        .values({ clave, cuenta: 1, reinicio: reset })
        .onConflict((oc) =>
          oc.column('clave').doUpdateSet({
            cuenta: sql<number>`CASE WHEN limites_peticiones.reinicio <= ${at} THEN 1 ELSE limites_peticiones.cuenta + 1 END`,
            reinicio: sql<Date>`CASE WHEN limites_peticiones.reinicio <= ${at} THEN ${reset}::timestamptz ELSE limites_peticiones.reinicio END`,
          }),
        )
        .returning(['cuenta', 'reinicio'])
        .executeTakeFirstOrThrow();
      counted += 1;
      if (counted % SWEEP_EVERY === 0) {
        await db.deleteFrom('limites_peticiones').where('reinicio', '<', at).execute();
      }
      return { current: row.cuenta, ttl: Math.max(0, row.reinicio.getTime() - at.getTime()) };
    }
  };
}
