import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { numericToMinor } from '../../lib/money';

/** At most this many of a guest's orders in one message (the newest). */
const MAX_ORDERS = 20;

export function createGuestLookupRepository(db: Database) {
  return {
    /** The guest orders (no customer) placed with this e-mail, any case, newest first, each with it as typed. */
    async ordersOf(email: string) {
      const rows = await db
        .selectFrom('pedidos')
        .select(['id', 'prefijo', 'numero', 'fecha', 'total', sql<string>`invitado->>'Email'`.as('email')])
        .where('tercero_id', 'is', null)
        .where('origen', '=', 'web')
        .where(sql`lower(invitado->>'Email')`, '=', email.trim().toLowerCase())
        .orderBy('id', 'desc')
        .limit(MAX_ORDERS)
        .execute();
      return rows.map((r) => ({
        orderId: r.id,
        number: `${r.prefijo}-${r.numero}`,
        date: new Date(r.fecha).toISOString(),
        total: numericToMinor(r.total),
        email: r.email,
      }));
    },
  };
}
