// A customer and its branches as its documents, messages and account name them: the printouts' party
// (modules/reports), the order messages' buyer and delivery (order-mail.ts), the branches an order may go to
// (modules/customers).
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** Customer `customerId`'s name, NIT (with its check digit when it has one: `900123456-7`) and phone. */
export async function namedCustomer(db: Kysely<DB>, customerId: number) {
  const row = await db
    .selectFrom('terceros')
    .select(['nombre', 'nit', 'dv', 'telefono'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return { name: row.nombre, nit: row.dv ? `${row.nit}-${row.dv}` : row.nit, phone: row.telefono };
}

/**
 * Branches, each with its name, street address, e-mail and its city and department by name (tables `s`, `c`,
 * `d`): the caller says which.
 */
export function branchesWithPlace(db: Kysely<DB>) {
  return db
    .selectFrom('tercero_sucursales as s')
    .innerJoin('ciudades as c', 'c.id', 's.ciudad_id')
    .innerJoin('departamentos as d', 'd.id', 'c.departamento_id')
    .select(['s.nombre', 's.direccion', 's.correo', 'c.nombre as ciudad', 'd.nombre as departamento']);
}
