// Staff members for the console's tests: made straight in the database, with a session cookie to send.
import type { StaffRole } from '@mostrador/contract/console';
import type { Database } from '../db/database';
import { createStaffSession } from '../db/staff-sessions';
import { hashPassword } from '../lib/password';
import { STAFF_COOKIE } from '../plugins/staff-auth';

export const STAFF_PASSWORD = 'staff-password-2026';

export async function addStaff(
  db: Database,
  usuario: string,
  role: StaffRole,
  options: { password?: string | null; totpSecret?: string } = {},
): Promise<number> {
  const password = options.password === undefined ? STAFF_PASSWORD : options.password;
  const row = await db
    .insertInto('staff')
    .values({
      usuario,
      nombre: `Staff ${usuario}`,
      rol: role,
      password_hash: password === null ? null : await hashPassword(password),
      totp_secret: options.totpSecret ?? null,
      totp_activo: options.totpSecret !== undefined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A `cookie` header with a new session of the member. */
export async function staffCookie(
  db: Database,
  staffId: number,
  now = new Date(),
): Promise<{ cookie: string }> {
  const { token } = await createStaffSession(db, staffId, now);
  return { cookie: `${STAFF_COOKIE}=${token}` };
}
