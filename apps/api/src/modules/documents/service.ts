import {
  type Factura,
  type Pedido,
  type PedidoEstado,
  pedidoEstadoOf,
  type Recibo,
} from '@mostrador/contract';
import { badRequest, HttpError } from '../../lib/errors';
import { numericToWire } from '../../lib/money';
import type { RemoteDocuments } from '../../types';
import type { DocumentsRepository, PedidoFilter } from './repository';

/** The state code of a state as the ERP writes it, when it is one of ours. */
function estadoOf(descripcion: string): { estado?: PedidoEstado } {
  const estado = pedidoEstadoOf(descripcion);
  return estado ? { estado } : {};
}

/** A page of orders; `erpMissing` when the ERP's own could not be read (only the shop's are in it). */
export interface OrdersPage {
  orders: Pedido[];
  erpMissing: boolean;
}

/**
 * How long a customer's order list waits for the ERP's own orders before it answers the shop's alone (with
 * `ErpNoDisponible`): an ERP that hangs would hold the list for its whole timeout (20 s by default).
 */
export const ERP_ORDERS_WAIT_MS = 4_000;

/** Whether an order of the ERP's is in the filter (the ERP may not apply it: it is applied here again). */
function inFilter(order: Pedido, filter: PedidoFilter): boolean {
  return (
    (!filter.fechaini || order.fecha >= filter.fechaini) &&
    (!filter.fechafin || order.fecha <= filter.fechafin) &&
    (filter.numero === undefined || order.numero === filter.numero) &&
    (!filter.estado || order.estado === filter.estado)
  );
}

/**
 * The ERP's own orders of the filter, newest first; null when the ERP cannot be asked now, or has not
 * answered within ERP_ORDERS_WAIT_MS (its read goes on, and is kept for the next look).
 */
async function erpOrders(source: RemoteDocuments, filter: PedidoFilter): Promise<Pedido[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ERP_ORDERS_WAIT_MS);
  });
  const read = source.orders(filter.terceroid).then(
    (orders) =>
      orders
        .map(
          (order): Pedido => ({
            pedidoid: order.pedidoid,
            prefijo: order.prefijo,
            numero: order.numero,
            fecha: order.fecha,
            conteo: order.conteo,
            vlrbruto: order.vlrbruto,
            impuesto: order.impuesto,
            total: order.total,
            estado_descripcion: order.estado_descripcion,
            ...estadoOf(order.estado_descripcion),
            web: false,
            solo_erp: true,
          }),
        )
        .filter((order) => inFilter(order, filter))
        .sort((a, b) => b.fecha.localeCompare(a.fecha) || b.pedidoid - a.pedidoid),
    (error: unknown) => {
      // (Logged where it was read: an ERP that is down is not an error of ours.)
      if (error instanceof HttpError && error.statusCode === 503) return null;
      throw error;
    },
  );
  // (A failure after the wait is over has no one to hear it: it is logged where it was read.)
  read.catch(() => undefined);
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The customer's documents, a page of `pageSize` at a time. With an ERP connected (`remote`), invoices and
 * receipts are the ERP's, and the orders are the shop's merged with those the ERP has and the shop did not send.
 */
export function createDocumentsService(
  repository: DocumentsRepository,
  pageSize: number,
  remote?: RemoteDocuments,
) {
  /** The shop's own orders of the filter, `offset` on, `limit` of them. */
  async function shopOrders(filter: PedidoFilter, offset: number, limit: number): Promise<Pedido[]> {
    const rows = await repository.pedidos(filter, offset, limit);
    return rows.map((r) => ({
      pedidoid: r.id,
      prefijo: r.prefijo,
      numero: r.numero,
      fecha: r.dia,
      conteo: r.conteo ?? 0,
      vlrbruto: numericToWire(r.vlrbruto),
      impuesto: numericToWire(r.impuesto),
      total: numericToWire(r.total),
      estado_descripcion: r.estado_descripcion,
      estado: r.estado,
      web: r.origen === 'web',
      ...(r.erp_estado
        ? {
            estado_erp: r.erp_estado,
            numero_erp: r.erp_numero,
            ...(r.erp_faltantes ? { faltantes_erp: r.erp_faltantes } : {}),
          }
        : {}),
    }));
  }

  return {
    async facturas(terceroid: number, tercerosucid: number | undefined, offset: number): Promise<Factura[]> {
      if (remote) return remote.facturas(terceroid, tercerosucid, offset);
      const rows = await repository.facturas(terceroid, tercerosucid, offset, pageSize);
      return rows.map((r) => ({
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
      }));
    },

    /**
     * Newest first. With an ERP, the shop's first `offset + pageSize` orders and the ERP's of the filter are
     * merged by date (on one day, the shop's first) and the page is cut from that: each page is the same slice
     * of one list however it is reached.
     */
    async pedidos(filter: PedidoFilter, offset: number): Promise<OrdersPage> {
      if (filter.fechaini && filter.fechafin && filter.fechaini > filter.fechafin) {
        throw badRequest('Parámetro inválido: fechaini no puede ser posterior a fechafin');
      }
      if (!remote) return { orders: await shopOrders(filter, offset, pageSize), erpMissing: false };
      // The ERP's first: reading them brings the states of the web orders it has into the shop's (erp module).
      const theirs = await erpOrders(remote, filter);
      const own = await shopOrders(filter, 0, offset + pageSize);
      // (A stable sort: each list keeps its own order within a day.)
      const merged = [...own, ...(theirs ?? [])].sort((a, b) => b.fecha.localeCompare(a.fecha));
      return { orders: merged.slice(offset, offset + pageSize), erpMissing: theirs === null };
    },

    async recibos(terceroid: number, offset: number): Promise<Recibo[]> {
      if (remote) return remote.recibos(terceroid, offset);
      const rows = await repository.recibos(terceroid, offset, pageSize);
      return rows.map((r) => ({
        id: r.id,
        Documento: r.documento,
        Fecha: r.fecha,
        Registros: r.registros,
        Valor: numericToWire(r.valor),
        Neto: numericToWire(r.neto),
      }));
    },
  };
}
