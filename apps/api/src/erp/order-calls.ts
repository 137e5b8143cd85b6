// The ERP client's orders: PedidoWebCreate(Anonimo) for an order the outbox hands over, and the ERP's order
// that carries our marker, looked up in TerceroGetPedido (outbox.ts).
import {
  type FaltanteDisponible,
  orderPaths,
  type PedidoCreado,
  paths,
  pedido,
  pedidoWebCreateResponse,
  statusWith,
} from '@mostrador/contract';
import { z } from 'zod/mini';
import { type ErpTransport, ErpUnavailable, msjOf, refused } from './transport';

/**
 * The statuses at which the ERP answers an order it will not take (a Status:false envelope, or the stock
 * shortage answer): its own verdict on the order. Any other status (404 of a wrong ERP_URL, 405, 408, 413,
 * 429 of a proxy, ...) says nothing of the order: it is tried again later, like a network failure.
 */
const ORDER_VERDICT_STATUSES: ReadonlySet<number> = new Set([200, 400, 409, 422]);

/** An order line as the outbox hands it over; money in major units, as the ERP takes it. */
export interface ErpOrderLine {
  productId: number;
  quantity: number;
  unitPrice: number;
  taxPercent: number;
  note: string;
}

/** A web order as the outbox hands it over: a customer's (with its branch) or a guest's. */
export type ErpOrder = { note: string; lines: ErpOrderLine[] } & (
  | { kind: 'customer'; customerId: number; branchId: number | null }
  /** `guest`: the guest's details as the order stored them, in the ERP's names (sent as they are). */
  | { kind: 'guest'; guest: Record<string, string> }
);

/**
 * A line the ERP was short of, kept as the ERP gave it: the order stores it (`pedidos.erp_faltantes`) and the
 * documents answer sends it back unchanged, so it never needs our words.
 */
export type ErpShortage = FaltanteDisponible;

/** What the ERP answers to an order. */
export type OrderResult =
  | { kind: 'created'; order: PedidoCreado }
  | { kind: 'short'; shortages: ErpShortage[]; message: string; status: number }
  | { kind: 'refused'; message: string; status: number };

/** The body of PedidoWebCreate or PedidoWebCreateAnonimo for an order of ours. */
function orderBody(order: ErpOrder): Record<string, unknown> {
  const Detalles = order.lines.map((l) => ({
    Productoid: l.productId,
    Cantidad: l.quantity,
    Precio: l.unitPrice,
    Impuesto_porc: l.taxPercent,
    Observacion: l.note,
  }));
  return order.kind === 'customer'
    ? { Terceroid: order.customerId, Tercerosucid: order.branchId, Observacion: order.note, Detalles }
    : { ...order.guest, Observacion: order.note, Detalles };
}

/** An order record of TerceroGetPedido, with the `Observacion` the ERP may add (we look ours up by it). */
const pedidoConObservacion = z.extend(pedido, { Observacion: z.optional(z.nullable(z.string())) });
export const pedidosPage = statusWith({ Registros: z.array(pedidoConObservacion) });
export type ErpPedido = z.infer<typeof pedidoConObservacion>;

/** The ERP's answer to an order, when it is a verdict; undefined when it says nothing of the order. */
function resultOf(json: unknown, status: number): OrderResult | undefined {
  const parsed = pedidoWebCreateResponse.safeParse(json);
  if (!parsed.success) return undefined;
  const answer = parsed.data;
  const verdict = ORDER_VERDICT_STATUSES.has(status);
  if ('ErrorDisp' in answer) {
    if (verdict) return { kind: 'short', shortages: answer.ErrorDips, message: answer.Msj, status };
  } else if (answer.Status && answer.Datos && status >= 200 && status < 300) {
    return { kind: 'created', order: answer.Datos };
  } else if (!answer.Status && verdict) {
    return { kind: 'refused', message: answer.Msj ?? `HTTP ${status}`, status };
  }
  return undefined;
}

export function orderCalls(erp: ErpTransport) {
  return {
    /**
     * PedidoWebCreate or PedidoWebCreateAnonimo. Only the ERP's own verdict (a Status:false envelope or the
     * shortage answer, at 200, 400, 409 or 422) refuses the order; a 5xx, any other status, a timeout or no
     * answer throws ErpUnavailable (the order is tried again).
     */
    async createOrder(order: ErpOrder): Promise<OrderResult> {
      const path = order.kind === 'customer' ? orderPaths.create : orderPaths.createGuest;
      const { status, json } = await erp.call(path, {}, { method: 'POST', body: orderBody(order) });
      const result = resultOf(json, status);
      if (result) return result;
      const msj = msjOf(json);
      throw new ErpUnavailable(
        `respuesta inesperada del ERP a ${path} (HTTP ${status})${msj ? `: ${msj}` : ''}`,
        status === 200 ? 'answer' : 'http',
        { status, msj },
      );
    },

    /**
     * The ERP's order whose Observacion carries `marker`, among the customer's orders (terceroid 0: the
     * anonymous ones) since `since` (YYYY-MM-DD); looks through up to `pages` pages of TerceroGetPedido.
     */
    async findOrder(
      terceroid: number,
      marker: string,
      since: string,
      pages = 10,
    ): Promise<PedidoCreado | undefined> {
      for (let page = 0, offset = 0; page < pages; page++) {
        const answer = await erp.get(
          paths.pedidos,
          { terceroid, fechaini: since, fechafin: null, numero: null, estado: null, rows: offset },
          pedidosPage,
        );
        refused(answer, paths.pedidos);
        const found = answer.Registros.find((r) => r.Observacion?.includes(marker));
        if (found) return { pedidoid: found.pedidoid, numero: found.numero };
        if (answer.Registros.length === 0) return undefined;
        offset += answer.Registros.length;
      }
      return undefined;
    },
  };
}
