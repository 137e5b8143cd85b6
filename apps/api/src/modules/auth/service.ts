import type { PriceLevel, Session } from '@mostrador/contract';
import type { Database } from '../../db/database';
import { createSession } from '../../db/sessions';
import { unauthorized } from '../../lib/errors';
import { DUMMY_HASH, verifyPassword } from '../../lib/password';
import type { AuthRepository } from './repository';

/** The same answer for an unknown user and a wrong password: no hint which part was wrong. */
export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos';

export function createAuthService(repository: AuthRepository, db: Database, now: () => Date) {
  return {
    /** Checks the password and opens a server-side session (valid one day). */
    async login(usuario: string, contrasena: string): Promise<Session> {
      const record = await repository.findByUser(usuario.trim());
      // Verify against a dummy hash when the user is unknown, so both cases take the same time.
      const matches = await verifyPassword(contrasena, record?.password_hash ?? DUMMY_HASH);
      if (!record?.password_hash || !matches) throw unauthorized(WRONG_CREDENTIALS);
      const tercerosucid = record.tercerosucid ?? 0;
      const { token, expiresAt } = await createSession(
        db,
        { terceroid: record.id, tercerosucid, level: record.precio_nivel },
        now(),
      );
      return {
        Terceroid: record.id,
        Tercerosucid: tercerosucid,
        Tercero: record.nombre,
        PrecioNivel: `Precio${record.precio_nivel}` as PriceLevel,
        Token: token,
        Expira: expiresAt.toISOString(),
      };
    },
  };
}
