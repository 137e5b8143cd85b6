import type { Database } from '../../db/database';
import { demoAccountsPresent } from '../../db/demo-accounts';
import { customerLogins, type LoginCustomer, loginCustomer, personLogins } from '../../db/login-account';
import type { PersonRole } from '../../db/schema';

/** A person of a customer who logs in with their own e-mail and password (customer_people). */
export interface LoginPerson {
  personId: number;
  name: string;
  role: PersonRole;
  /** en, es, fn, de. */
  language: string;
}

/** The account a login opens a session for. */
export interface LoginRecord extends LoginCustomer {
  passwordHash: string | null;
  /** The person who logs in (absent: the customer's own login). */
  person?: LoginPerson;
}

export function createAuthRepository(db: Database) {
  return {
    /** The customer with this user name (case-insensitive), with its main branch. */
    async findByUser(usuario: string): Promise<LoginRecord | undefined> {
      const row = await customerLogins(db)
        .select('t.password_hash')
        .where((eb) => eb(eb.fn('lower', ['t.usuario']), '=', usuario.toLowerCase()))
        .executeTakeFirst();
      return row && { ...loginCustomer(row), passwordHash: row.password_hash };
    },

    /** The active person with this e-mail (case-insensitive), with the customer's name, level and branch. */
    async findPerson(email: string): Promise<LoginRecord | undefined> {
      const row = await personLogins(db)
        .select('p.password_hash')
        .where((eb) => eb(eb.fn('lower', ['p.email']), '=', email.toLowerCase()))
        .executeTakeFirst();
      return (
        row && {
          ...loginCustomer(row),
          passwordHash: row.password_hash,
          person: { personId: row.id, name: row.name, role: row.role, language: row.language },
        }
      );
    },

    /** The customer's name, and the person's name and language (when one logged in). */
    async sessionNames(customerId: number, personId: number | null) {
      const customer = await db
        .selectFrom('terceros')
        .select('nombre')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const person =
        personId === null
          ? undefined
          : await db
              .selectFrom('customer_people')
              .select(['name', 'language'])
              .where('id', '=', personId)
              .executeTakeFirst();
      return { name: customer.nombre, person };
    },

    /** Whether the demo data was seeded (db/seed marks it). */
    demoSeeded(): Promise<boolean> {
      return demoAccountsPresent(db);
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
