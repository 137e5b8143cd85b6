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
 * such a customer pays less by logging out. Each level is one count over the catalogue's sold products, with
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
  const priceAt = (level: number) => sql`price_at_level(${sql.ref(`precio${level}`)}, precio1)`;
  const found: CheaperGuestLevel[] = [];
  for (const { level, customers } of levels) {
    const { n } = await db
      .selectFrom('productos')
      .select(({ fn }) => fn.countAll<string>().as('n'))
      .where('activo', '=', true)
      .where(sql<boolean>`${priceAt(guestLevel)} < ${priceAt(level)}`)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) found.push({ level, customers: Number(customers), products: Number(n) });
  }
  return found;
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
