import type { Database } from '../../db/database';
import { demoAccountsPresent } from '../../db/demo-accounts';
import { mainBranchId, personBranchId } from '../../db/login-branch';
import type { PersonRole } from '../../db/schema';

/** A person of a customer who logs in with their own e-mail and password (customer_people). */
export interface LoginPerson {
  personId: number;
  name: string;
  role: PersonRole;
  /** en, es, fn, de. */
  language: string;
}

export interface LoginRecord {
  customerId: number;
  name: string;
  passwordHash: string | null;
  /** Price level 1..5. */
  priceLevel: number;
  /** Its main branch (0 when it has none); a buyer's first branch given. */
  branchId: number;
  /** The person who logs in (absent: the customer's own login). */
  person?: LoginPerson;
}

export function createAuthRepository(db: Database) {
  return {
    /** The customer with this user name (case-insensitive), with its main branch. */
    async findByUser(usuario: string): Promise<LoginRecord | undefined> {
      const row = await db
        .selectFrom('terceros as t')
        .select(['t.id', 't.nombre', 't.password_hash', 't.precio_nivel', mainBranchId.as('tercerosucid')])
        .where((eb) => eb(eb.fn('lower', ['t.usuario']), '=', usuario.toLowerCase()))
        .executeTakeFirst();
      return (
        row && {
          customerId: row.id,
          name: row.nombre,
          passwordHash: row.password_hash,
          priceLevel: row.precio_nivel,
          branchId: row.tercerosucid ?? 0,
        }
      );
    },

    /** The active person with this e-mail (case-insensitive), with the customer's name, level and branch. */
    async findPerson(email: string): Promise<LoginRecord | undefined> {
      const row = await db
        .selectFrom('customer_people as p')
        .innerJoin('terceros as t', 't.id', 'p.customer_id')
        .select([
          'p.id',
          'p.name',
          'p.role',
          'p.language',
          'p.password_hash',
          't.id as customer_id',
          't.nombre',
          't.precio_nivel',
          personBranchId.as('tercerosucid'),
        ])
        .where((eb) => eb(eb.fn('lower', ['p.email']), '=', email.toLowerCase()))
        .where('p.active', '=', true)
        .executeTakeFirst();
      return (
        row && {
          customerId: row.customer_id,
          name: row.nombre,
          passwordHash: row.password_hash,
          priceLevel: row.precio_nivel,
          branchId: row.tercerosucid ?? 0,
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
