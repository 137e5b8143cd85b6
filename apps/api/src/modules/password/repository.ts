import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { customerLogins, type LoginCustomer, loginCustomer, personLogins } from '../../db/login-account';

/** A customer account a password link may be for: it has a login name. */
export interface LinkAccount {
  customerId: number;
  user: string;
  name: string;
  /** Where its link goes: the e-mail it was asked with, else its main branch's. '' when it has none. */
  email: string;
}

/** The customer logging in after setting its password: its price level and main branch. */
export interface SessionAccount extends LoginCustomer {
  user: string;
}

/** A person of a customer (customer_people) whose invitation link sets their first password. */
export interface PersonAccount extends SessionAccount {
  personId: number;
  /** The person's own name ('name' is the customer's). */
  personName: string;
  role: 'administrator' | 'buyer' | 'approver' | 'viewer';
  language: string;
}

/** At most this many accounts get a link from one request (one e-mail shared by a few customers). */
const MAX_ACCOUNTS = 5;

/** The accounts named by `userOrEmail`: the login name (any case), or an e-mail of one of its branches. */
async function findAccounts(db: Database, userOrEmail: string): Promise<LinkAccount[]> {
  const key = userOrEmail.trim().toLowerCase();
  const rows = await db
    .selectFrom('terceros as t')
    .select((eb) => [
      't.id',
      't.usuario',
      't.nombre',
      eb
        .selectFrom('tercero_sucursales as s')
        .select('s.correo')
        .whereRef('s.tercero_id', '=', 't.id')
        .where('s.correo', '<>', '')
        .orderBy(sql`lower(s.correo) = ${key}`, 'desc')
        .orderBy('s.principal', 'desc')
        .orderBy('s.id')
        .limit(1)
        .as('correo'),
    ])
    .where('t.usuario', 'is not', null)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['t.usuario']), '=', key),
        eb.exists(
          eb
            .selectFrom('tercero_sucursales as b')
            .select('b.id')
            .whereRef('b.tercero_id', '=', 't.id')
            .where(sql`lower(b.correo)`, '=', key),
        ),
      ]),
    )
    .orderBy('t.id')
    .limit(MAX_ACCOUNTS)
    .execute();
  return rows.map((r) => ({
    customerId: r.id,
    user: r.usuario ?? '',
    name: r.nombre,
    email: r.correo ?? '',
  }));
}

/** Sets a person's password and ends every session they had. */
async function setPersonPassword(trx: Database, personId: number, hash: string): Promise<void> {
  await trx.updateTable('customer_people').set({ password_hash: hash }).where('id', '=', personId).execute();
  await trx.deleteFrom('sesiones').where('persona_id', '=', personId).execute();
}

/** Sets the password of the customer and ends every session it had (a reset shuts out whoever else was in). */
async function setPassword(trx: Database, customerId: number, hash: string): Promise<void> {
  await trx.updateTable('terceros').set({ password_hash: hash }).where('id', '=', customerId).execute();
  await trx.deleteFrom('sesiones').where('tercero_id', '=', customerId).execute();
}

export function createPasswordRepository(db: Database) {
  return {
    accountsFor: (userOrEmail: string) => findAccounts(db, userOrEmail),

    /** The customer (read through `executor`: the caller's transaction, when inside one). */
    async account(customerId: number, executor: Database = db): Promise<SessionAccount | undefined> {
      const row = await customerLogins(executor)
        .select('t.usuario')
        .where('t.id', '=', customerId)
        .executeTakeFirst();
      return row && { ...loginCustomer(row), user: row.usuario ?? '' };
    },

    /** An active person of a customer, with the customer's level and the person's first branch given. */
    async person(personId: number, executor: Database = db): Promise<PersonAccount | undefined> {
      const row = await personLogins(executor)
        .select('p.email')
        .where('p.id', '=', personId)
        .executeTakeFirst();
      return (
        row && {
          ...loginCustomer(row),
          personId: row.id,
          personName: row.name,
          user: row.email,
          role: row.role,
          language: row.language,
        }
      );
    },

    setPersonPassword,
    setPassword,
  };
}
export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
