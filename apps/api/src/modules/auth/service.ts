import type { Database } from '../../db/database';
import { createSession } from '../../db/sessions';
import { HttpError, tooManyRequests, unauthorized, unavailable } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { ExternalCustomer, ExternalLogin } from '../../types';
import type { AuthRepository, LoginPerson } from './repository';
import { createLoginThrottle } from './throttle';

/** The same answer for an unknown user and a wrong password: no hint which part was wrong. */
export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';

/** A name with too many failed logins waits (modules/auth/throttle.ts): the wait in words. */
export function tooManyFailures(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`
      : `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  return `Demasiados intentos fallidos con este usuario: por su seguridad, espere ${wait} e inténtelo de nuevo`;
}

export const ERP_UNAVAILABLE =
  'No podemos verificar su usuario en este momento: intente de nuevo en unos minutos';

/** A customer logged in (and its person, when one did), and its session: the token and when it ends. */
export interface OpenedSession extends ExternalCustomer {
  token: string;
  expiresAt: Date;
  person?: LoginPerson | undefined;
}

/** A server-side session (valid one day) for a customer, whoever checked the password. */
async function openSession(
  db: Database,
  at: Date,
  customer: ExternalCustomer & { person?: LoginPerson | undefined },
): Promise<OpenedSession> {
  const { customerId, branchId, priceLevel } = customer;
  const personId = customer.person?.personId ?? null;
  const { token, expiresAt } = await createSession(db, { customerId, branchId, priceLevel, personId }, at);
  return { ...customer, token, expiresAt };
}

/**
 * With `external` (the ERP, when ERP_URL is set) the credentials are checked there first; accounts of the
 * shop itself (seeded or imported) still log in when the ERP does not know them, or cannot be asked.
 */
export function createAuthService(
  repository: AuthRepository,
  db: Database,
  now: () => Date,
  external?: ExternalLogin,
) {
  const throttle = createLoginThrottle(db, now);

  /** The customer whose password this is (the ERP's first, when there is one), or the refusal. */
  async function check(usuario: string, contrasena: string): Promise<OpenedSession> {
    const outside = external ? await external(usuario, contrasena) : undefined;
    if (outside?.kind === 'ok') return openSession(db, now(), outside.customer);
    // A customer's own login first; else a person of a customer, by e-mail (never asked of the ERP's answer).
    const record = (await repository.findByUser(usuario)) ?? (await repository.findPerson(usuario));
    // Verify against a dummy hash when the user is unknown, so both cases take the same time.
    const matches = await verifyPassword(contrasena, record?.passwordHash ?? DUMMY_HASH);
    // Only an account without a password of the shop's own could not be checked while the ERP is down (503,
    // not a failure); a wrong local password is a failure, whether or not the ERP answered.
    if (!record?.passwordHash && outside?.kind === 'unavailable') throw unavailable(ERP_UNAVAILABLE);
    if (!record?.passwordHash || !matches) throw unauthorized(WRONG_CREDENTIALS);
    const { passwordHash: _checked, ...customer } = record;
    return openSession(db, now(), customer);
  }

  return {
    /**
     * Checks the password and opens a server-side session (valid one day); 429 with Retry-After, the password
     * not looked at, while the name waits after too many failures (throttle.ts), unless `knownDevice`: this
     * browser logged in as the name before (device.ts), and the name's wait and count are not its concern.
     */
    async login(usuario: string, contrasena: string, knownDevice = false): Promise<OpenedSession> {
      const name = usuario.trim();
      if (knownDevice) return check(name, contrasena);
      const attempt = await throttle.claim(name);
      if (typeof attempt === 'number') throw tooManyRequests(tooManyFailures(attempt), attempt);
      try {
        const session = await check(name, contrasena);
        await throttle.succeeded(name);
        return session;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 503) await throttle.release(name, attempt);
        throw error;
      }
    },
  };
}
