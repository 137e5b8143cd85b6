// SQL of saved lists (migrations/091). Tables of this module only, plus the products they point at.
import { type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { DB, Timestamp } from '../../db/schema';
import { CART_PRODUCT_COLUMNS, type CartProductRow, choosesSizeSql } from '../../lib/cart-product';

type ListsTables = {
  listas_guardadas: { id: Generated<number>; tercero_id: number; nombre: string; actualizada: Timestamp };
  lista_lineas: { lista_id: number; posicion: number; producto_id: number; cantidad: number };
};
type ListsDb = Kysely<DB & ListsTables>;

export function createSavedListsRepository(database: Database) {
  const db: ListsDb = database.withTables<ListsTables>();
  return {
    async summaries(terceroid: number) {
      return db
        .selectFrom('listas_guardadas as l')
        .leftJoin('lista_lineas as x', 'x.lista_id', 'l.id')
        .select([
          'l.id',
          'l.nombre',
          'l.actualizada',
          sql<number>`count(x.posicion)::int`.as('lineas'),
          sql<number>`coalesce(sum(x.cantidad), 0)::int`.as('unidades'),
        ])
        .where('l.tercero_id', '=', terceroid)
        .groupBy(['l.id', 'l.nombre', 'l.actualizada'])
        .orderBy('l.actualizada', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
    },
    async owner(listaid: number) {
      return db
        .selectFrom('listas_guardadas')
        .select(['id', 'tercero_id', 'nombre', 'actualizada'])
        .where('id', '=', listaid)
        .executeTakeFirst();
    },
    async lines(listaid: number): Promise<
      Array<{
        producto_id: number;
        cantidad: number;
        /** The product comes in a colour with sizes. */
        sized: boolean;
        product: (CartProductRow & { activo: boolean }) | null;
      }>
    > {
      const rows = await db
        .selectFrom('lista_lineas as x')
        .innerJoin('productos as p', 'p.id', 'x.producto_id')
        .select([
          ...CART_PRODUCT_COLUMNS.map((c) => `p.${c}` as const),
          'p.activo',
          'x.producto_id',
          'x.cantidad',
          choosesSizeSql('p').as('sized'),
        ])
        .where('x.lista_id', '=', listaid)
        .orderBy('x.posicion')
        .execute();
      return rows.map(({ producto_id, cantidad, sized, ...product }) => ({
        producto_id,
        cantidad,
        sized,
        product,
      }));
    },
    async existingProducts(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('productos')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    async count(terceroid: number): Promise<number> {
      const row = await db
        .selectFrom('listas_guardadas')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tercero_id', '=', terceroid)
        .executeTakeFirstOrThrow();
      return row.n;
    },
    /** Creates the list, or replaces the lines of the customer's list of that name; gives its id. */
    async save(
      terceroid: number,
      nombre: string,
      lines: ReadonlyArray<{ productId: number; quantity: number }>,
    ) {
      return db.transaction().execute(async (trx) => {
        const list = await trx
          .insertInto('listas_guardadas')
          .values({ tercero_id: terceroid, nombre })
          .onConflict((oc) => oc.columns(['tercero_id', 'nombre']).doUpdateSet({ actualizada: sql`now()` }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('lista_lineas').where('lista_id', '=', list.id).execute();
        await trx
          .insertInto('lista_lineas')
          .values(
            lines.map((l, i) => ({
              lista_id: list.id,
              posicion: i + 1,
              producto_id: l.productId,
              cantidad: l.quantity,
            })),
          )
          .execute();
        return list.id;
      });
    },
    async remove(listaid: number) {
      await db.deleteFrom('listas_guardadas').where('id', '=', listaid).execute();
    },
  };
}
export type SavedListsRepository = ReturnType<typeof createSavedListsRepository>;
