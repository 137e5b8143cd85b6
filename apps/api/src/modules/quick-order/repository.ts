// SQL of the quick order: products by code or reference (case-insensitive), and the type-ahead.
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { CART_PRODUCT_COLUMNS, type CartProductRow, variationsSql } from '../../db/read-models/cart-product';
import { escapeLike, searchText } from '../../lib/text';

export function createQuickOrderRepository(db: Database) {
  return {
    /** Active products whose code or reference is one of `keys` (already lower case). */
    async productsByKey(keys: readonly string[]): Promise<CartProductRow[]> {
      if (keys.length === 0) return [];
      return db
        .selectFrom('productos')
        .select([...CART_PRODUCT_COLUMNS, variationsSql('productos')])
        .where('activo', '=', true)
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(codigo)`, 'in', [...keys]),
            eb(sql<string>`lower(referencia)`, 'in', [...keys]),
          ]),
        )
        .execute();
    },

    /** Up to `limit` active products whose code, reference or name contains every word of `text`. */
    async suggest(text: string, limit: number) {
      const words = searchText(text).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      return db
        .selectFrom('productos')
        .select(['id', 'codigo', 'referencia', 'nombre', 'disponible'])
        .where('activo', '=', true)
        .where((eb) => eb.and(words.map((w) => eb('busqueda', 'like', `%${escapeLike(w)}%`))))
        .orderBy(sql`case when lower(codigo) like ${`${escapeLike(words[0] ?? '')}%`} then 0 else 1 end`)
        .orderBy('codigo')
        .limit(limit)
        .execute();
    },
  };
}
export type QuickOrderRepository = ReturnType<typeof createQuickOrderRepository>;
