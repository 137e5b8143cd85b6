import {
  type Factura,
  type FaltanteDisponible,
  type FiltrosPedidos,
  faltanteDisponible,
  type Pedido,
  type PedidoEstado,
  pedidoEstadoDescripcion,
  type Recibo,
} from '@mostrador/contract';
import { type Selectable, sql } from 'kysely';
import { z } from 'zod/mini';
import type { Database } from '../../db/database';
import { type DB, ORDER_DETAIL_COLUMNS } from '../../db/schema';
import { TIME_ZONE } from '../../lib/dates';
import { numericToWire } from '../../lib/money';

/** Which of a customer's orders: days `from`..`to` (YYYY-MM-DD, in the shop's time zone), a number, a state. */
export interface OrderFilter {
  customerId: number;
  from?: string | undefined;
  to?: string | undefined;
  number?: number | undefined;
  state?: PedidoEstado | undefined;
  /** The orders placed by one person (null: by the company's own login), of one branch. */
  personId?: number | null | undefined;
  branchId?: number | undefined;
}

const shortLines = z.array(faltanteDisponible);

/** The lines the ERP was short of, as it sent them and the order stored them (null when none or unreadable). */
function ownShortage(stored: unknown): FaltanteDisponible[] | null {
  try {
    const parsed = shortLines.safeParse(typeof stored === 'string' ? JSON.parse(stored) : stored);
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not JSON
  }
}

/** An invoice of the shop's tables as the wire lists it. */
function facturaOf(r: Selectable<DB['facturas']>): Factura {
  return {
    facturaid: r.id,
    prefijo: r.prefijo,
    numero: r.numero,
    fecha: r.fecha,
    items: r.items,
    cantidad: Number(r.cantidad),
    subtotal: numericToWire(r.subtotal),
    impuesto: numericToWire(r.impuesto),
    total: numericToWire(r.total),
    saldo: numericToWire(r.saldo),
    // Its lines are those of the order it was made from: they can be ordered again (ReordenApi/Lineas).
    reordenable: r.pedido_id !== null,
  };
}

/** A receipt of the shop's tables as the wire lists it. */
function reciboOf(r: Selectable<DB['recibos']>): Recibo {
  return {
    id: r.id,
    Documento: r.documento,
    Fecha: r.fecha,
    Registros: r.registros,
    Valor: numericToWire(r.valor),
    Neto: numericToWire(r.neto),
  };
}

/** The purchase order's details of a shop order, when it was given any (else no keys). */
function orderDetails(r: { orden_compra: string; fecha_entrega: string | null; metodo_entrega: string }) {
  if (!r.orden_compra && !r.fecha_entrega && !r.metodo_entrega) return {};
  return {
    orden_compra: r.orden_compra,
    fecha_entrega: r.fecha_entrega ?? '',
    metodo_entrega: r.metodo_entrega,
  };
}

/** A shop order's row as `pedidos` reads it: its day, line count, person and branch by name beside its columns. */
type PedidoRow = Pick<
  Selectable<DB['pedidos']>,
  | 'id'
  | 'prefijo'
  | 'numero'
  | 'vlrbruto'
  | 'impuesto'
  | 'total'
  | 'estado'
  | 'origen'
  | 'erp_estado'
  | 'erp_numero'
  | 'erp_faltantes'
  | 'orden_compra'
  | 'fecha_entrega'
  | 'metodo_entrega'
  | 'persona_id'
  | 'sucursal_id'
> & { dia: string; conteo: number | null; persona: string | null; sucursal: string | null };

/** A shop order as the wire lists it. */
function pedidoOf(r: PedidoRow): Pedido {
  const short = ownShortage(r.erp_faltantes);
  return {
    pedidoid: r.id,
    prefijo: r.prefijo,
    numero: r.numero,
    fecha: r.dia,
    conteo: r.conteo ?? 0,
    vlrbruto: numericToWire(r.vlrbruto),
    impuesto: numericToWire(r.impuesto),
    total: numericToWire(r.total),
    estado_descripcion: pedidoEstadoDescripcion[r.estado],
    estado: r.estado,
    web: r.origen === 'web',
    ...orderDetails(r),
    personaid: r.persona_id,
    persona: r.persona,
    tercerosucid: r.sucursal_id,
    sucursal: r.sucursal,
    ...(r.erp_estado
      ? {
          estado_erp: r.erp_estado,
          numero_erp: r.erp_numero,
          ...(short ? { faltantes_erp: short } : {}),
        }
      : {}),
  };
}

/** The company's people (inactive ones too: their orders stay) and branches, by name. */
async function orderFilters(db: Database, customerId: number): Promise<FiltrosPedidos> {
  const [Personas, Sucursales] = await Promise.all([
    db
      .selectFrom('customer_people')
      .select(['id as personaid', 'name as nombre'])
      .where('customer_id', '=', customerId)
      .orderBy(['name', 'id'])
      .execute(),
    db
      .selectFrom('tercero_sucursales')
      .select(['id as tercerosucid', 'nombre'])
      .where('tercero_id', '=', customerId)
      .orderBy(['nombre', 'id'])
      .execute(),
  ]);
  return { Personas, Sucursales };
}

export function createDocumentsRepository(db: Database) {
  /** An order's calendar day in the shop's time zone. */
  const pedidoDia = sql<string>`to_char(p.fecha AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD')`;
  return {
    /** The customer's invoices (of one branch, when given), newest first, as the wire lists them. */
    async facturas(
      customerId: number,
      branchId: number | undefined,
      offset: number,
      limit: number,
    ): Promise<Factura[]> {
      let query = db
        .selectFrom('facturas')
        .selectAll()
        .where('tercero_id', '=', customerId)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit);
      if (branchId) query = query.where('sucursal_id', '=', branchId);
      const rows = await query.execute();
      return rows.map(facturaOf);
    },

    /** The shop's own orders of the filter, newest first, as the wire lists them. */
    async pedidos(filter: OrderFilter, offset: number, limit: number): Promise<Pedido[]> {
      let query = db
        .selectFrom('pedidos as p')
        .leftJoin('customer_people as who', 'who.id', 'p.persona_id')
        .leftJoin('tercero_sucursales as s', 's.id', 'p.sucursal_id')
        .select((eb) => [
          'p.persona_id',
          'who.name as persona',
          'p.sucursal_id',
          's.nombre as sucursal',
          'p.id',
          'p.prefijo',
          'p.numero',
          pedidoDia.as('dia'),
          'p.vlrbruto',
          'p.impuesto',
          'p.total',
          'p.estado',
          'p.origen',
          'p.erp_estado',
          'p.erp_numero',
          'p.erp_faltantes',
          ...ORDER_DETAIL_COLUMNS.map((c) => `p.${c}` as const),
          eb
            .selectFrom('pedido_lineas as l')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('l.pedido_id', '=', 'p.id')
            .as('conteo'),
        ])
        .where('p.tercero_id', '=', filter.customerId)
        .orderBy('p.fecha', 'desc')
        .orderBy('p.id', 'desc')
        .offset(offset)
        .limit(limit);
      if (filter.from) query = query.where(pedidoDia, '>=', filter.from);
      if (filter.to) query = query.where(pedidoDia, '<=', filter.to);
      if (filter.number !== undefined) query = query.where('p.numero', '=', filter.number);
      if (filter.state) query = query.where('p.estado', '=', filter.state);
      if (filter.personId !== undefined)
        query = query.where('p.persona_id', filter.personId === null ? 'is' : '=', filter.personId);
      if (filter.branchId !== undefined) query = query.where('p.sucursal_id', '=', filter.branchId);
      const rows = await query.execute();
      return rows.map(pedidoOf);
    },

    orderFilters: (customerId: number) => orderFilters(db, customerId),

    /** The customer's receipts, newest first, as the wire lists them. */
    async recibos(customerId: number, offset: number, limit: number): Promise<Recibo[]> {
      const rows = await db
        .selectFrom('recibos')
        .selectAll()
        .where('tercero_id', '=', customerId)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(reciboOf);
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
