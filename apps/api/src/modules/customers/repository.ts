import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { branchesWithPlace } from '../../db/read-models/customer-party';

export function createCustomersRepository(db: Database) {
  return {
    async findCustomer(terceroid: number) {
      return db
        .selectFrom('terceros')
        .select(['id', 'nombre', 'nit', 'dv', 'telefono'])
        .where('id', '=', terceroid)
        .executeTakeFirst();
    },
    /** Date (YYYY-MM-DD) of the customer's last invoice, or null. */
    async lastInvoiceDate(terceroid: number): Promise<string | null> {
      const row = await db
        .selectFrom('facturas')
        .select((eb) => eb.fn.max('fecha').as('fecha'))
        .where('tercero_id', '=', terceroid)
        .executeTakeFirst();
      return row?.fecha ?? null;
    },
    /**
     * How many documents of each kind the customer has. With `tercerosucid` (0 or undefined: every branch)
     * invoices are those of that branch, the filter of TerceroSucGetFactura (documents module); orders,
     * receipts and returns are the customer's, as their lists give them (neither takes a branch).
     */
    async documentCounts(terceroid: number, tercerosucid: number | undefined) {
      const count = (table: 'facturas' | 'recibos' | 'devoluciones') =>
        db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('tercero_id', '=', terceroid);
      let facturas = count('facturas');
      if (tercerosucid) facturas = facturas.where('sucursal_id', '=', tercerosucid);
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom(facturas.as('f')).select('f.n').as('facturas'),
          eb.selectFrom(count('recibos').as('r')).select('r.n').as('recibos'),
          eb.selectFrom(count('devoluciones').as('d')).select('d.n').as('devoluciones'),
          eb
            .selectFrom('pedidos')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('tercero_id', '=', terceroid)
            .as('pedidos'),
          eb
            .selectFrom('pedidos')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('tercero_id', '=', terceroid)
            .where('origen', '=', 'web')
            .as('pedidos_web'),
        ])
        .executeTakeFirstOrThrow();
      return {
        facturas: row.facturas ?? 0,
        recibos: row.recibos ?? 0,
        devoluciones: row.devoluciones ?? 0,
        pedidos: row.pedidos ?? 0,
        pedidosWeb: row.pedidos_web ?? 0,
      };
    },
    /** The customer's branches; with `buyerId`, only those given to that buyer (customer_person_branches). */
    async branches(terceroid: number, buyerId?: number) {
      return branchesWithPlace(db)
        .select('s.id')
        .where('s.tercero_id', '=', terceroid)
        .$if(buyerId !== undefined, (q) =>
          q.where('s.id', 'in', (sub) =>
            sub
              .selectFrom('customer_person_branches')
              .select('branch_id')
              .where('person_id', '=', buyerId ?? 0),
          ),
        )
        .orderBy('s.principal', 'desc')
        .orderBy('s.id')
        .execute();
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
