// What a login reads of the account it opens a session for, over the aliases `t` (terceros) and `p`
// (customer_people): one reading for the login (modules/auth) and for the password links that log in
// (modules/password). Each caller adds its own `where` (by user name, e-mail or id) and its own columns.
import { sql } from 'kysely';
import type { Database } from './database';

/** Customer `t`'s main branch, else its first; null when it has none. */
const mainBranchId = sql<number | null>`(SELECT s.id FROM tercero_sucursales s
  WHERE s.tercero_id = t.id ORDER BY s.principal DESC, s.id LIMIT 1)`;

/** Person `p`'s first branch given, else customer `t`'s main one; null when it has none. */
const personBranchId = sql<number | null>`(SELECT s.id FROM tercero_sucursales s
  LEFT JOIN customer_person_branches b ON b.branch_id = s.id AND b.person_id = p.id
  WHERE s.tercero_id = t.id
  ORDER BY (b.person_id IS NOT NULL) DESC, s.principal DESC, s.id LIMIT 1)`;

/** The customer a session starts for: its name, price level (1..5) and branch (0 when it has none). */
export interface LoginCustomer {
  customerId: number;
  name: string;
  priceLevel: number;
  branchId: number;
}

/** Customers `t`, with their main branch. */
export function customerLogins(db: Database) {
  return db
    .selectFrom('terceros as t')
    .select(['t.id as customer_id', 't.nombre', 't.precio_nivel', mainBranchId.as('branch_id')]);
}

/** The active people `p` of customers `t`, with the person's first branch given. */
export function personLogins(db: Database) {
  return db
    .selectFrom('customer_people as p')
    .innerJoin('terceros as t', 't.id', 'p.customer_id')
    .select(['p.id', 'p.name', 'p.role', 'p.language', 't.id as customer_id', 't.nombre', 't.precio_nivel'])
    .select(personBranchId.as('branch_id'))
    .where('p.active', '=', true);
}

/** The customer of a row of either. */
export function loginCustomer(row: {
  customer_id: number;
  nombre: string;
  precio_nivel: number;
  branch_id: number | null;
}): LoginCustomer {
  return {
    customerId: row.customer_id,
    name: row.nombre,
    priceLevel: row.precio_nivel,
    branchId: row.branch_id ?? 0,
  };
}
