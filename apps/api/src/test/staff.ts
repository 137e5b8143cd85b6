// Staff members for the console's tests: made straight in the database, with a session cookie to send.
import { type StaffRole, staffApiPath } from '@mostrador/contract/console';
import type { Database, OpenDatabase } from '../db/database';
import { createStaffSession } from '../db/staff-sessions';
import { hashPassword } from '../lib/password';
import { STAFF_COOKIE } from '../plugins/staff-auth';
import type { App } from '../types';

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

/** Cookies of new staff members by role (named `prefix-role-n`), in `t`'s database, for the order desk's tests. */
export function staffOfRole(t: { readonly database: OpenDatabase }, prefix: string) {
  let seq = 0;
  return async (role: StaffRole) =>
    staffCookie(t.database.db, await addStaff(t.database.db, `${prefix}-${role}-${++seq}`, role));
}

/** Moves an order to `state` from the console's order desk (a cancellation with its reason). */
export function moveOrder(app: App, headers: { cookie: string }, id: number, state: string, reason?: string) {
  return app.inject({
    method: 'POST',
    url: staffApiPath('orderState', id),
    headers,
    payload: { state, ...(reason ? { reason } : {}) },
  });
}
