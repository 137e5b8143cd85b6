// SQL of saved lists (migrations/091). Tables of this module only, plus the products they point at.
import { type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import { LINE_PRODUCT_COLUMNS, type LineProductRow, variationsSql } from '../../db/read-models/cart-product';
import type { DB, Timestamp, Variations } from '../../db/schema';

type ListsTables = {
  listas_guardadas: { id: Generated<number>; tercero_id: number; nombre: string; actualizada: Timestamp };
  lista_lineas: {
    lista_id: number;
    posicion: number;
    producto_id: number;
    cantidad: number;
    /** 250-saved-list-line-variation.sql: '' for a whole product. */
    color: Generated<string>;
    talla: Generated<string>;
  };
};
type ListsDb = Kysely<DB & ListsTables>;

/** A line as a list keeps it: '' colour and size for a whole product. */
interface SavedLine {
  productId: number;
  quantity: number;
  color: string;
  size: string;
}

async function listLines(
  db: ListsDb,
  listaid: number,
): Promise<
  Array<{
    productId: number;
    cantidad: number;
    color: string;
    talla: string;
    product: LineProductRow | null;
  }>
> {
  const rows = await db
    .selectFrom('lista_lineas as x')
    .innerJoin('productos as p', 'p.id', 'x.producto_id')
    .select([...LINE_PRODUCT_COLUMNS, 'x.producto_id', 'x.cantidad', 'x.color', 'x.talla'])
    .where('x.lista_id', '=', listaid)
    .orderBy('x.posicion')
    .execute();
  return rows.map(({ producto_id, cantidad, color, talla, ...product }) => ({
    productId: producto_id,
    cantidad,
    color,
    talla,
    product,
  }));
}

/** Creates the list, or replaces the lines of the customer's list of that name; gives its id. */
async function saveList(db: ListsDb, terceroid: number, nombre: string, lines: readonly SavedLine[]) {
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
          color: l.color,
          talla: l.size,
        })),
      )
      .execute();
    return list.id;
  });
}

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
        .select(['id', 'tercero_id as customerId', 'nombre', 'actualizada'])
        .where('id', '=', listaid)
        .executeTakeFirst();
    },
    lines: (listaid: number) => listLines(db, listaid),
    /** The products of `ids` that exist, each with its colours and sizes (null: none). */
    async existingProducts(ids: readonly number[]) {
      if (ids.length === 0) return new Map<number, Variations | null>();
      const rows = await db
        .selectFrom('productos as p')
        .select(['p.id', variationsSql('p')])
        .where('p.id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.variaciones]));
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
    save: (terceroid: number, nombre: string, lines: readonly SavedLine[]) =>
      saveList(db, terceroid, nombre, lines),
    async remove(listaid: number) {
      await db.deleteFrom('listas_guardadas').where('id', '=', listaid).execute();
    },
  };
}
export type SavedListsRepository = ReturnType<typeof createSavedListsRepository>;
