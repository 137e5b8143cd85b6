import {
  type FaltanteDisponible,
  faltanteDisponible,
  type PedidoEstado,
  pedidoEstadoDescripcion,
} from '@mostrador/contract';
import { sql } from 'kysely';
import { z } from 'zod/mini';
import type { Database } from '../../db/database';
import { TIME_ZONE } from '../../lib/dates';

export interface PedidoFilter {
  terceroid: number;
  fechaini?: string | undefined;
  fechafin?: string | undefined;
  numero?: number | undefined;
  estado?: PedidoEstado | undefined;
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

export function createDocumentsRepository(db: Database) {
  /** An order's calendar day in the shop's time zone. */
  const pedidoDia = sql<string>`to_char(p.fecha AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD')`;
  return {
    async facturas(terceroid: number, tercerosucid: number | undefined, offset: number, limit: number) {
      let query = db
        .selectFrom('facturas')
        .selectAll()
        .where('tercero_id', '=', terceroid)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit);
      if (tercerosucid) query = query.where('sucursal_id', '=', tercerosucid);
      return query.execute();
    },

    async pedidos(filter: PedidoFilter, offset: number, limit: number) {
      let query = db
        .selectFrom('pedidos as p')
        .select((eb) => [
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
          eb
            .selectFrom('pedido_lineas as l')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('l.pedido_id', '=', 'p.id')
            .as('conteo'),
        ])
        .where('p.tercero_id', '=', filter.terceroid)
        .orderBy('p.fecha', 'desc')
        .orderBy('p.id', 'desc')
        .offset(offset)
        .limit(limit);
      if (filter.fechaini) query = query.where(pedidoDia, '>=', filter.fechaini);
      if (filter.fechafin) query = query.where(pedidoDia, '<=', filter.fechafin);
      if (filter.numero !== undefined) query = query.where('p.numero', '=', filter.numero);
      if (filter.estado) query = query.where('p.estado', '=', filter.estado);
      const rows = await query.execute();
      return rows.map((r) => ({
        ...r,
        estado_descripcion: pedidoEstadoDescripcion[r.estado],
        erp_faltantes: ownShortage(r.erp_faltantes),
      }));
    },

    async recibos(terceroid: number, offset: number, limit: number) {
      return db
        .selectFrom('recibos')
        .selectAll()
        .where('tercero_id', '=', terceroid)
        .orderBy('fecha', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
