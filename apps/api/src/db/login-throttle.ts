// Per-account login throttle, on top of the per-address limit (app.ts), for the customers' login (modules/auth)
// and the staff's (modules/staff, its names kept apart as `staff:<name>`): counted in the database
// (migrations/265-login-throttle.sql), so it holds across every process sharing it, whatever address each
// attempt comes from. Past FREE_FAILURES failures on a name, each further attempt waits a delay that doubles
// at every failure, up to LONGEST_WAIT_SECONDS: never a lockout a stranger can make last (a wait never grows
// past a quarter of an hour, and a success or an hour without failures forgets them). An attempt within the
// delay is refused without its password being looked at, the right one too: guessing gains nothing there. A
// browser that logged in as the name before is not held by its wait at all (lib/login-device.ts).
import { sql } from 'kysely';
import { HttpError, tooManyRequests } from '../lib/errors';
import { throttleKey } from '../lib/login-device';
import type { Database } from './database';

/** Failed logins a name may have before each further attempt waits. */
export const FREE_FAILURES = 5;
/** The wait after the FREE_FAILURES-th failure; it doubles at each further one. */
export const FIRST_WAIT_SECONDS = 30;
/** The longest wait. */
export const LONGEST_WAIT_SECONDS = 15 * 60;
/** Failures are forgotten when the last one is this old. */
export const FORGET_AFTER_SECONDS = 60 * 60;

/** Rows of names whose failures are forgotten are deleted every this many attempts. */
const SWEEP_EVERY = 500;

/** A name with too many failed logins waits: the wait in words. */
export function tooManyFailures(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return `Demasiados intentos fallidos con este usuario: por su seguridad, espere ${wait} e inténtelo de nuevo`;
}

export function createLoginThrottle(db: Database, now: () => Date) {
  let claimed = 0;
  return {
    /**
     * Counts an attempt on `usuario` as a failure before its password is checked (so that racing attempts
     * cannot all be checked): the attempt when it may go on, or the seconds it must wait (nothing counted then).
     */
    async claim(usuario: string): Promise<Claimed | number> {
      const at = now();
      const key = throttleKey(usuario);
      const forgotten = new Date(at.getTime() - FORGET_AFTER_SECONDS * 1000);
      const failures = sql<number>`CASE WHEN intentos_login.ultimo <= ${forgotten} THEN 1 ELSE intentos_login.fallos + 1 END`;
      const wait = sql<number>`LEAST(${sql.lit(LONGEST_WAIT_SECONDS)}, ${sql.lit(FIRST_WAIT_SECONDS)} * power(2, LEAST(${failures} - ${sql.lit(FREE_FAILURES)}, 30)))`;
      // One atomic statement: of two processes counting the same name at once, each sees the other's count,
      // and an attempt within the delay changes nothing (the WHERE leaves the row as it is, no row returned).
      const counted = await db
        .insertInto('intentos_login')
        .values({ usuario: key, fallos: 1, ultimo: at, espera_hasta: null })
        .onConflict((oc) =>
          oc
            .column('usuario')
            .doUpdateSet({
              fallos: failures,
              ultimo: at,
              espera_hasta: sql<Date | null>`CASE WHEN ${failures} >= ${sql.lit(FREE_FAILURES)} THEN ${at}::timestamptz + make_interval(secs => ${wait}) END`,
            })
            .where((eb) =>
              eb.or([
                eb('intentos_login.espera_hasta', 'is', null),
                eb('intentos_login.espera_hasta', '<=', at),
              ]),
            ),
        )
        .returning('espera_hasta')
        .executeTakeFirst();
      claimed += 1;
      if (claimed % SWEEP_EVERY === 0) {
        await db.deleteFrom('intentos_login').where('ultimo', '<', forgotten).execute();
      }
      if (counted) return { until: counted.espera_hasta };
      const row = await db
        .selectFrom('intentos_login')
        .select('espera_hasta')
        .where('usuario', '=', key)
        .executeTakeFirst();
      const until = row?.espera_hasta?.getTime() ?? at.getTime();
      return Math.max(1, Math.ceil((until - at.getTime()) / 1000));
    },

    /**
     * An attempt whose password could not be checked (the ERP not answering) is no failure: its count is taken
     * back, and the wait it started, if any, is lifted (a wait another attempt set stays).
     */
    async release(usuario: string, attempt: Claimed): Promise<void> {
      const own = attempt.until;
      await db
        .updateTable('intentos_login')
        .set({
          fallos: sql<number>`fallos - 1`,
          espera_hasta: own
            ? sql<Date | null>`CASE WHEN espera_hasta = ${own} THEN NULL ELSE espera_hasta END`
            : sql<Date | null>`espera_hasta`,
        })
        .where('usuario', '=', throttleKey(usuario))
        .where('fallos', '>', 0)
        .execute();
    },

    /** A right password: the name's failures are forgotten. */
    async succeeded(usuario: string): Promise<void> {
      await db.deleteFrom('intentos_login').where('usuario', '=', throttleKey(usuario)).execute();
    },
  };
}
/** An attempt claim() let through: the wait its count started (null: none), for release(). */
export interface Claimed {
  until: Date | null;
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Checks a login under the name's throttle: 429 with Retry-After, `check` not run (the password not looked at),
 * while the name waits after too many failures, unless `knownDevice` (this browser logged in as the name
 * before: the name's wait and count are not its concern). A success forgets the name's failures; a 503 (the
 * password could not be checked) is no failure.
 */
export async function throttledLogin<T>(
  throttle: LoginThrottle,
  name: string,
  knownDevice: boolean,
  check: () => Promise<T>,
): Promise<T> {
  if (knownDevice) return check();
  const attempt = await throttle.claim(name);
  if (typeof attempt === 'number') throw tooManyRequests(tooManyFailures(attempt), attempt);
  try {
    const done = await check();
    await throttle.succeeded(name);
    return done;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 503) await throttle.release(name, attempt);
    throw error;
  }
}
