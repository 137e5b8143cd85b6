// The customer desk's reads and writes: customers (terceros) with their branches, their orders, and the
// sessions whose price level follows an edit.
import type { BranchInput, CustomerBody, CustomerSort } from '@mostrador/contract/console';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { minorToNumeric } from '../../lib/money';

export interface CustomerFilter {
  q?: string | undefined;
  level?: number | undefined;
  sort: CustomerSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A customer's columns as the desk writes them (cupo_credito: numeric text, major units; null: no limit). */
const columnsOf = (body: CustomerBody) => ({
  nombre: body.name,
  nit: body.nit,
  dv: body.dv,
  telefono: body.phone,
  usuario: body.user,
  precio_nivel: body.priceLevel,
  cupo_credito: body.creditLimit === null ? null : minorToNumeric(body.creditLimit),
  bloqueo_credito: body.creditBlocked,
  // Absent: left as it is.
  ...(body.purchaseOrderRequired === undefined
    ? {}
    : { orden_compra_obligatoria: body.purchaseOrderRequired }),
});

type Trx = Transaction<DB>;
type Row = ExpressionBuilder<DB & { t: DB['terceros'] }, 't'>;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const mainEmail = sql<string>`coalesce((SELECT s.correo FROM tercero_sucursales s WHERE s.tercero_id = t.id
  ORDER BY s.principal DESC, s.id LIMIT 1), '')`;
const SORTS = { name: 't.nombre', nit: 't.nit', level: 't.precio_nivel', credit: 't.cupo_credito' } as const;
const ROW_COLUMNS = [
  't.id',
  't.nombre',
  't.nit',
  't.dv',
  't.telefono',
  't.usuario',
  't.precio_nivel as priceLevel',
  't.cupo_credito',
  't.bloqueo_credito',
  't.orden_compra_obligatoria as purchaseOrderRequired',
  sql<boolean>`t.password_hash IS NOT NULL`.as('con_clave'),
  mainEmail.as('correo'),
] as const;

function where(filter: CustomerFilter) {
  return (eb: Row) => {
    const all = [];
    if (filter.level) all.push(eb('t.precio_nivel', '=', filter.level));
    if (filter.q) {
      const text = like(filter.q);
      all.push(
        eb.or([
          eb('t.nombre', 'ilike', text),
          eb('t.nit', 'ilike', text),
          eb('t.usuario', 'ilike', text),
          eb.exists(
            eb
              .selectFrom('tercero_sucursales as s')
              .select('s.id')
              .whereRef('s.tercero_id', '=', 't.id')
              .where('s.correo', 'ilike', text),
          ),
        ]),
      );
    }
    return eb.and(all);
  };
}

/** A new id in a table whose ids the ERP hands out elsewhere: one past the largest (under a lock). */
async function nextId(trx: Trx, table: 'terceros' | 'tercero_sucursales'): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(827351)`.execute(trx);
  const row = await trx
    .selectFrom(table)
    .select(sql<number>`coalesce(max(id), 0)::int + 1`.as('id'))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether another customer (not `except`) has this login. */
async function userTaken(trx: Trx, usuario: string, except?: number): Promise<boolean> {
  let query = trx
    .selectFrom('terceros')
    .select('id')
    .where(sql<string>`lower(usuario)`, '=', usuario.toLowerCase());
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

async function cityExists(trx: Trx, cityId: string): Promise<boolean> {
  return (
    (await trx.selectFrom('ciudades').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined
  );
}

/** Writes the branches, the first the main one: false when one names another customer's branch. */
async function saveBranches(trx: Trx, customerId: number, branches: BranchInput[]): Promise<boolean> {
  const ids: number[] = [];
  for (const branch of branches) {
    const values = {
      nombre: branch.name,
      direccion: branch.address,
      ciudad_id: branch.cityId,
      correo: branch.email,
      principal: ids.length === 0,
    };
    if (branch.id === undefined) {
      const id = await nextId(trx, 'tercero_sucursales');
      await trx
        .insertInto('tercero_sucursales')
        .values({ id, tercero_id: customerId, ...values })
        .execute();
      ids.push(id);
      continue;
    }
    const saved = await trx
      .updateTable('tercero_sucursales')
      .set(values)
      .where('id', '=', branch.id)
      .where('tercero_id', '=', customerId)
      .returning('id')
      .executeTakeFirst();
    if (!saved) return false;
    ids.push(saved.id);
  }
  // A branch left out stays (its orders and invoices name it), no longer the main one.
  await trx
    .updateTable('tercero_sucursales')
    .set({ principal: false })
    .where('tercero_id', '=', customerId)
    .where('id', 'not in', ids.slice(0, 1))
    .execute();
  return true;
}

export function createCustomerDeskRepository(db: Database) {
  return {
    userTaken,
    cityExists,
    saveBranches,
    async list(filter: CustomerFilter) {
      const rows = await db
        .selectFrom('terceros as t')
        .where(where(filter))
        .select(ROW_COLUMNS)
        .orderBy(sql.ref(SORTS[filter.sort]), sql.raw(`${filter.dir} nulls last`))
        .orderBy('t.id', filter.dir)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute();
      const count = await db
        .selectFrom('terceros as t')
        .where(where(filter))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: count.n };
    },

    async customer(id: number, trx: Trx | Database = db) {
      const head = await trx
        .selectFrom('terceros as t')
        .where('t.id', '=', id)
        .select(ROW_COLUMNS)
        .executeTakeFirst();
      if (!head) return undefined;
      const branches = await trx
        .selectFrom('tercero_sucursales as s')
        .leftJoin('ciudades as c', 'c.id', 's.ciudad_id')
        .where('s.tercero_id', '=', id)
        .select([
          's.id',
          's.nombre',
          's.direccion',
          's.ciudad_id',
          's.correo',
          's.principal',
          'c.nombre as ciudad',
        ])
        .orderBy('s.principal', 'desc')
        .orderBy('s.id')
        .execute();
      return { head, branches };
    },

    async insert(trx: Trx, body: CustomerBody): Promise<number> {
      const id = await nextId(trx, 'terceros');
      await trx
        .insertInto('terceros')
        .values({ id, ...columnsOf(body) })
        .execute();
      return id;
    },

    async update(trx: Trx, id: number, body: CustomerBody): Promise<void> {
      const columns = columnsOf(body);
      await trx.updateTable('terceros').set(columns).where('id', '=', id).execute();
      // Open sessions buy at the new level from their next request.
      await trx
        .updateTable('sesiones')
        .set({ precio_nivel: columns.precio_nivel })
        .where('tercero_id', '=', id)
        .execute();
    },

    async cities() {
      return db
        .selectFrom('ciudades as c')
        .innerJoin('departamentos as d', 'd.id', 'c.departamento_id')
        .select(['c.id', 'c.nombre', 'd.nombre as departamento'])
        .orderBy('d.nombre')
        .orderBy('c.nombre')
        .execute();
    },

    async orders(customerId: number, page: number, pageSize: number) {
      const base = db.selectFrom('pedidos as p').where('p.tercero_id', '=', customerId);
      const rows = await base
        .select(['p.id', 'p.prefijo', 'p.numero', 'p.fecha', 'p.origen', 'p.total', 'p.estado'])
        .orderBy('p.fecha', 'desc')
        .orderBy('p.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const count = await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
      return { rows, total: count.n };
    },
  };
}
export type CustomerDeskRepository = ReturnType<typeof createCustomerDeskRepository>;
