// The order desk's reads and writes: web orders (origen 'web') with their customer or guest, lines, and the
// ERP outbox row when an ERP is connected.
import type { OrderSort, OrderState } from '@mostrador/contract/console';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { orderLineRows } from '../../db/read-models/order-lines';
import type { DB } from '../../db/schema';

export interface InboxFilter {
  state?: OrderState | undefined;
  from?: string | undefined;
  to?: string | undefined;
  customer?: string | undefined;
  number?: string | undefined;
  q?: string | undefined;
  sort: OrderSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

type Row = ExpressionBuilder<DB & { p: DB['pedidos']; t: DB['terceros'] }, 'p' | 't'>;
const nameOf = sql<string>`coalesce(t.nombre, p.invitado->>'Tercero', '')`;
const nitOf = sql<string>`coalesce(t.nit, p.invitado->>'Nit', '')`;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** `WEB-12`, `web12` or `12`: the number. */
const numberOf = (text: string) => Number(/(\d{1,9})\s*$/.exec(text)?.[1] ?? Number.NaN);

function where(filter: InboxFilter) {
  return (eb: Row) => {
    const all = [eb('p.origen', '=', 'web')];
    if (filter.state) all.push(eb('p.estado', '=', filter.state));
    if (filter.from) all.push(eb('p.fecha', '>=', new Date(`${filter.from}T00:00:00Z`)));
    if (filter.to) all.push(eb('p.fecha', '<', new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
    if (filter.customer) {
      const text = like(filter.customer);
      all.push(eb.or([eb(nameOf, 'ilike', text), eb(nitOf, 'ilike', text)]));
    }
    if (filter.number)
      all.push(eb('p.numero', '=', Number.isNaN(numberOf(filter.number)) ? -1 : numberOf(filter.number)));
    if (filter.q) {
      const text = like(filter.q);
      const n = numberOf(filter.q);
      all.push(
        eb.or([
          eb(nameOf, 'ilike', text),
          eb(nitOf, 'ilike', text),
          eb('p.observacion', 'ilike', text),
          ...(Number.isNaN(n) ? [] : [eb('p.numero', '=', n)]),
        ]),
      );
    }
    return eb.and(all);
  };
}

/** An order's page: its head, customer, branch and city, and its outbox row. */
const ORDER_COLUMNS = [
  'p.id',
  'p.prefijo',
  'p.numero',
  'p.fecha',
  'p.total',
  'p.vlrbruto',
  'p.impuesto',
  'p.estado',
  'p.observacion as note',
  'p.motivo_anulacion',
  'p.invitado',
  'p.tercero_id as customerId',
  'p.erp_numero',
  'p.erp_faltantes',
  't.nombre as tercero_nombre',
  't.nit',
  't.telefono',
  's.direccion',
  's.correo',
  'c.nombre as ciudad',
  'o.estado as outbox_estado',
  'o.intentos',
  'o.ultimo_error',
  'o.proximo_intento',
] as const;

/** The lines the ERP was short of, as an order stored them (`[{Productoid, Solicitado, Disponible}]`). */
export function shortLinesOf(stored: unknown): { productId: number; requested: number; available: number }[] {
  const short = Array.isArray(stored) ? (stored as Record<string, unknown>[]) : [];
  return short.map((s) => ({
    productId: Number(s.Productoid),
    requested: Number(s.Solicitado),
    available: Number(s.Disponible),
  }));
}

const SORTS = { date: 'p.fecha', number: 'p.numero', total: 'p.total', state: 'p.estado' } as const;

export function createOrderDeskRepository(db: Database) {
  const base = () => db.selectFrom('pedidos as p').leftJoin('terceros as t', 't.id', 'p.tercero_id');
  return {
    async inbox(filter: InboxFilter) {
      const sortBy = filter.sort === 'customer' ? nameOf : sql.ref(SORTS[filter.sort]);
      const rows = await base()
        .leftJoin('erp_outbox as o', 'o.pedido_id', 'p.id')
        .where(where(filter))
        .select([
          'p.id',
          'p.prefijo',
          'p.numero',
          'p.fecha',
          'p.total',
          'p.estado',
          'p.tercero_id as customerId',
          'p.erp_numero',
          'p.erp_faltantes',
          'o.estado as outbox_estado',
          'o.intentos',
          'o.ultimo_error',
          'o.proximo_intento',
          nameOf.as('nombre'),
          sql<number>`(SELECT count(*)::int FROM pedido_lineas l WHERE l.pedido_id = p.id)`.as('lineas'),
        ])
        .orderBy(sortBy, filter.dir)
        .orderBy('p.id', filter.dir)
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute();
      const count = await base()
        .where(where(filter))
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: count.n };
    },

    async order(id: number) {
      const head = await base()
        .leftJoin('erp_outbox as o', 'o.pedido_id', 'p.id')
        .leftJoin('tercero_sucursales as s', 's.id', 'p.sucursal_id')
        .leftJoin('ciudades as c', 'c.id', 's.ciudad_id')
        .leftJoin('staff as st', 'st.id', 'p.staff_id')
        .where('p.id', '=', id)
        .where('p.origen', '=', 'web')
        .select(ORDER_COLUMNS)
        .select(['st.nombre as staff_nombre', 'st.usuario as staff_usuario'])
        .executeTakeFirst();
      if (!head) return undefined;
      const lines = await orderLineRows(db, id);
      return { head, lines };
    },

    /** Moves the order from `from` to `to` (nothing when it is no longer in `from`): whether it moved. */
    async setState(
      trx: Transaction<DB>,
      id: number,
      from: OrderState,
      to: OrderState,
      reason: string | null,
    ) {
      const moved = await trx
        .updateTable('pedidos')
        .set({ estado: to, ...(to === 'anulado' ? { motivo_anulacion: reason } : {}) })
        .where('id', '=', id)
        .where('estado', '=', from)
        .where('origen', '=', 'web')
        .returning('id')
        .executeTakeFirst();
      return moved !== undefined;
    },

    /** Puts a waiting order at the head of the ERP outbox: whether it was waiting. */
    async retryNow(id: number, at: Date): Promise<boolean> {
      const row = await db
        .updateTable('erp_outbox')
        .set({ proximo_intento: at })
        .where('pedido_id', '=', id)
        .where('estado', '=', 'pendiente')
        .returning('pedido_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type OrderDeskRepository = ReturnType<typeof createOrderDeskRepository>;
