// Staff sessions, kept as the customers' are (db/sessions.ts): a row per session, the token (32 random bytes,
// base64url) only as its SHA-256. A staff session lasts a working day; a deactivated account's sessions end.
import type { Database } from './database';
import type { StaffRole } from './schema';
import {
  endSessionIn,
  liveSessionIn,
  looksLikeSessionToken,
  markSeen,
  newSessionToken,
  tokenId,
} from './sessions';

/** How long a staff session lasts after sign-in. */
export const STAFF_SESSION_MS = 12 * 3_600_000;

export interface SessionStaff {
  id: number;
  usuario: string;
  nombre: string;
  role: StaffRole;
  totpEnabled: boolean;
  demo: boolean;
}

export { tokenId };

export async function createStaffSession(
  db: Database,
  staffId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, id } = newSessionToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS);
  await db
    .insertInto('staff_sesiones')
    .values({
      id,
      staff_id: staffId,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
    })
    .execute();
  await db.deleteFrom('staff_sesiones').where('expires_at', '<', now).execute();
  return { token, expiresAt };
}

/** The active staff member the token names, or undefined (no such session, expired, or account off). */
export async function findStaffSession(
  db: Database,
  token: string,
  now: Date,
): Promise<SessionStaff | undefined> {
  if (!looksLikeSessionToken(token)) return undefined;
  const id = tokenId(token);
  const row = await db
    .selectFrom('staff_sesiones as s')
    .innerJoin('staff as p', 'p.id', 's.staff_id')
    .select([
      'p.id',
      'p.usuario',
      'p.nombre',
      'p.rol',
      'p.totp_activo',
      'p.demo',
      's.expires_at',
      's.last_seen_at',
    ])
    .where('s.id', '=', id)
    .where('p.activo', '=', true)
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return undefined;
  await markSeen(db, 'staff_sesiones', id, row.last_seen_at, now);
  return {
    id: row.id,
    usuario: row.usuario,
    nombre: row.nombre,
    role: row.rol,
    totpEnabled: row.totp_activo,
    demo: row.demo,
  };
}

/** The id and end of the staff session the token names (undefined: none, or ended). */
export function staffSessionOf(db: Database, token: string, now: Date) {
  return liveSessionIn(db, 'staff_sesiones', token, now);
}

export function endStaffSession(db: Database, token: string): Promise<void> {
  return endSessionIn(db, 'staff_sesiones', token);
}
