// Server-side sessions: login creates a row, the bearer token and the session cookie name it, logout
// deletes it. The token is 32 random bytes (base64url); the table keeps only its SHA-256, so a copy of the
// database holds no usable token. Every process on one database sees the same sessions.
import { createHash, randomBytes } from 'node:crypto';
import { SESSION_LIFETIME_MS } from '@mostrador/domain';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from './database';
import type { DB, PersonRole, SesionesTable } from './schema';

/** A person of the customer (customer_people) and their role, read with the session on every request. */
export interface SessionPerson {
  personId: number;
  role: PersonRole;
}

export interface SessionCustomer {
  customerId: number;
  branchId: number;
  /** Price level 1..5. */
  priceLevel: number;
  /** The person logged in, or null: the customer's own login (the company's administrator). */
  person: SessionPerson | null;
  /** The staff member acting for the customer from the console (decision 0041), or null. */
  acting?: ActingStaff | null;
}

/**
 * Whether the session sees an order of its own company placed by `placedBy` (a person's id, null: the company's
 * login or a guest's): a buyer sees only their own (decision 0040), everyone else all of the company's.
 */
export function seesOrderOf(session: Pick<SessionCustomer, 'person'>, placedBy: number | null): boolean {
  return session.person?.role !== 'buyer' || placedBy === session.person.personId;
}

/** A staff member acting for a customer: who, for the order and the audit. */
export interface ActingStaff {
  staffId: number;
  usuario: string;
  name: string;
}

/** The longest an acting session lasts (never past the staff session that opened it). */
export const ACTING_SESSION_MS = 3_600_000;

export type FoundSession = { customer: SessionCustomer; expired: false } | { expired: true };

/** The shape of our tokens: anything else (the ERP's shared credential, say) is not a session of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** `last_seen_at` is written at most this often per session (not on every request). */
const LAST_SEEN_STEP_MS = 5 * 60_000;
/** Expired rows are kept this long (their token then answers 'expired', not 'unknown'), then deleted. */
const KEEP_EXPIRED_MS = 7 * 86_400_000;

/** The id a token's row is kept under: its SHA-256 (customer and staff sessions, the staff's links). */
export function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeSessionToken(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}

/** A new session's token and the id of its row. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: tokenId(token) };
}

/** The two tables of sessions: the customers' and the staff's. */
type SessionTable = 'sesiones' | 'staff_sesiones';

/** Writes a session's `last_seen_at` when the one it has is LAST_SEEN_STEP_MS old (not on every request). */
export async function markSeen(db: Database, table: SessionTable, id: string, lastSeen: Date, now: Date) {
  if (now.getTime() - lastSeen.getTime() < LAST_SEEN_STEP_MS) return;
  await db.updateTable(table).set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** Ends the session the token names (nothing happens when there is none). */
export async function endSessionIn(db: Database, table: SessionTable, token: string): Promise<void> {
  if (!looksLikeSessionToken(token)) return;
  await db.deleteFrom(table).where('id', '=', tokenId(token)).execute();
}

/** The id and end of the session of `table` the token names (undefined: none, or ended). */
export async function liveSessionIn(
  db: Database,
  table: SessionTable,
  token: string,
  now: Date,
): Promise<{ id: string; expiresAt: Date } | undefined> {
  if (!looksLikeSessionToken(token)) return undefined;
  const row = await db
    .selectFrom(table)
    .select(['id', 'expires_at'])
    .where('id', '=', tokenId(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row && { id: row.id, expiresAt: row.expires_at };
}

/** Who a new session row is for, beyond the customer: its person, or the staff member acting and their session. */
type SessionOwner = Pick<Insertable<SesionesTable>, 'persona_id' | 'staff_id' | 'staff_sesion_id'>;

async function insertSession(
  db: Database | Transaction<DB>,
  customer: Omit<SessionCustomer, 'person' | 'acting'>,
  owner: SessionOwner,
  now: Date,
  expiresAt: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, id } = newSessionToken();
  await db
    .insertInto('sesiones')
    .values({
      id,
      tercero_id: customer.customerId,
      tercerosuc_id: customer.branchId,
      precio_nivel: customer.priceLevel,
      ...owner,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** A new session for the customer (and its person, when one logged in), valid one day from `now`. */
export async function createSession(
  db: Database,
  customer: Omit<SessionCustomer, 'person'> & { personId?: number | null },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const opened = await insertSession(db, customer, { persona_id: customer.personId ?? null }, now, expiresAt);
  // Housekeeping: sessions expired long ago go (a small indexed delete, once per login).
  await db
    .deleteFrom('sesiones')
    .where('expires_at', '<', new Date(now.getTime() - KEEP_EXPIRED_MS))
    .execute();
  return opened;
}

/**
 * A session of the customer opened by a staff member from the console (decision 0041): it names the staff member
 * and their session (its deletion ends this one), and lasts an hour at most, never past the staff session.
 */
export function createActingSession(
  db: Database | Transaction<DB>,
  customer: Omit<SessionCustomer, 'person' | 'acting'>,
  staff: { staffId: number; staffSessionId: string; staffSessionEnds: Date },
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const end = Math.min(now.getTime() + ACTING_SESSION_MS, staff.staffSessionEnds.getTime());
  const owner = { staff_id: staff.staffId, staff_sesion_id: staff.staffSessionId };
  return insertSession(db, customer, owner, now, new Date(end));
}

/** The session the token names (expired or not), or undefined when there is none. */
export async function findSession(db: Database, token: string, now: Date): Promise<FoundSession | undefined> {
  if (!looksLikeSessionToken(token)) return undefined;
  const id = tokenId(token);
  const row = await db
    .selectFrom('sesiones as s')
    .leftJoin('customer_people as p', 'p.id', 's.persona_id')
    .leftJoin('staff as st', 'st.id', 's.staff_id')
    .select(['s.tercero_id', 's.tercerosuc_id', 's.precio_nivel', 's.expires_at', 's.last_seen_at'])
    .select(['s.persona_id', 'p.role', 'p.active', 's.staff_id', 'st.usuario', 'st.nombre', 'st.activo'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  // A person (or an acting staff member) made inactive since: the session no longer answers (a removed one's
  // rows went with it).
  if (!row || (row.persona_id !== null && row.active !== true)) return undefined;
  if (row.staff_id !== null && row.activo !== true) return undefined;
  if (row.expires_at.getTime() <= now.getTime()) return { expired: true };
  await markSeen(db, 'sesiones', id, row.last_seen_at, now);
  return {
    expired: false,
    customer: {
      customerId: row.tercero_id,
      branchId: row.tercerosuc_id,
      priceLevel: row.precio_nivel,
      person: row.persona_id !== null && row.role ? { personId: row.persona_id, role: row.role } : null,
      acting:
        row.staff_id !== null && row.usuario !== null && row.nombre !== null
          ? { staffId: row.staff_id, usuario: row.usuario, name: row.nombre }
          : null,
    },
  };
}

/** When the session the token names ends (undefined: no such session, or ended). */
export async function sessionExpiry(db: Database, token: string, now: Date): Promise<Date | undefined> {
  return (await liveSessionIn(db, 'sesiones', token, now))?.expiresAt;
}

/** Ends the session the token names (nothing happens when there is none). */
export function endSession(db: Database, token: string): Promise<void> {
  return endSessionIn(db, 'sesiones', token);
}
