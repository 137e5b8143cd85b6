import type { Database } from '../../db/database';
import { createLoginThrottle, throttledLogin } from '../../db/login-throttle';
import { createSession } from '../../db/sessions';
import { unauthorized, unavailable } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { ExternalCustomer, ExternalLogin } from '../../types';
import type { AuthRepository, LoginPerson } from './repository';

/** The same answer for an unknown user and a wrong password: no hint which part was wrong. */
export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';

export { tooManyFailures } from '../../db/login-throttle';

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
     * Checks the password and opens a server-side session (valid one day), under the name's throttle
     * (db/login-throttle.ts): `knownDevice`, this browser logged in as the name before (lib/login-device.ts).
     */
    async login(usuario: string, contrasena: string, knownDevice = false): Promise<OpenedSession> {
      const name = usuario.trim();
      return throttledLogin(throttle, name, knownDevice, () => check(name, contrasena));
    },
  };
}
