import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

export interface CheaperGuestLevel {
  /** A price level customers buy at (1-5). */
  level: number;
  /** How many customers have it. */
  customers: number;
  /** Products sold for less at the guest level than at this one. */
  products: number;
}

/**
 * The levels customers buy at where some products cost a visitor (at `guestLevel`) less than the customer:
 * such a customer pays less by logging out. One pass over the catalogue's sold products counts every level, with
 * the catalogue's rule of a level's price (`price_at_level`, migrations/160).
 */
export async function levelsDearerThanGuests(
  db: Kysely<DB>,
  guestLevel: number,
): Promise<CheaperGuestLevel[]> {
  const levels = await db
    .selectFrom('terceros')
    .select(['precio_nivel as level', ({ fn }) => fn.countAll<string>().as('customers')])
    .where('precio_nivel', '!=', guestLevel)
    .where('precio_nivel', 'in', [1, 2, 3, 4, 5])
    .groupBy('precio_nivel')
    .orderBy('precio_nivel')
    .execute();
  if (levels.length === 0) return [];
  const priceAt = (level: number) => sql`price_at_level(${sql.ref(`precio${level}`)}, precio1)`;
  const cheaper = await db
    .selectFrom('productos')
    .select(
      levels.map(({ level }) =>
        sql<string>`count(*) FILTER (WHERE ${priceAt(guestLevel)} < ${priceAt(level)})`.as(`level${level}`),
      ),
    )
    .where('activo', '=', true)
    .executeTakeFirstOrThrow();
  return levels
    .map(({ level, customers }) => ({
      level,
      customers: Number(customers),
      products: Number((cheaper as Record<string, string>)[`level${level}`]),
    }))
    .filter((found) => found.products > 0);
}

/** At start: one warn line for each level customers buy at that sells dearer than `GUEST_PRICE_LEVEL`. */
export async function warnOfCheaperGuestLevel(
  db: Kysely<DB>,
  guestLevel: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const { level, customers, products } of await levelsDearerThanGuests(db, guestLevel)) {
    log.warn(
      { guestLevel, priceLevel: level, customers, products },
      `GUEST_PRICE_LEVEL=${guestLevel} sells cheaper than Precio${level}: ${products} products cost a visitor less than the ${customers} customer(s) buying at Precio${level}, who pay less by logging out`,
    );
  }
}
