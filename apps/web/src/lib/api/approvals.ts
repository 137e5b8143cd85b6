import type { OrderRequest } from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import type { QueryParams } from './http';

export type RequestState = 'waiting' | 'approved' | 'rejected';

/** An order that waits (or waited) for approval, as the approvals page shows it. */
export interface HeldRequest {
  requestId: number;
  /** ISO 8601. */
  askedAt: string;
  person: string;
  branch: string;
  note: string;
  total: Minor;
  /** Which limit it passed. */
  limit: 'order' | 'month';
  state: RequestState;
  decidedBy: string;
  reason: string;
  /** The order an approval placed (its number without the prefix), null otherwise. */
  orderNumber: number | null;
  changes: { productId: number; name: string; before: Minor; after: Minor }[];
  lines: { productId: number; name: string; quantity: number; unitPrice: Minor }[];
  /** Whether the one asking may approve or reject it. */
  canDecide: boolean;
}

export function toHeldRequest(r: OrderRequest): HeldRequest {
  return {
    requestId: r.solicitudid,
    askedAt: r.fecha,
    person: r.persona,
    branch: r.sucursal,
    note: r.observacion,
    total: toMinor(r.total),
    limit: r.limite,
    state: r.estado,
    decidedBy: r.decidio,
    reason: r.motivo,
    orderNumber: r.numero,
    changes: r.cambios.map((c) => ({
      productId: c.Productoid,
      name: c.Producto,
      before: toMinor(c.Antes),
      after: toMinor(c.Ahora),
    })),
    lines: r.lineas.map((l) => ({
      productId: l.Productoid,
      name: l.Producto,
      quantity: l.Cantidad,
      unitPrice: toMinor(l.Precio),
    })),
    canDecide: r.puede_decidir,
  };
}

/** PedidoApi/Solicitudes' query: the customer's, one state's or all. */
export function requestsParams(customerId: number, state?: RequestState): QueryParams {
  return { terceroid: customerId, ...(state ? { estado: state } : {}) };
}

export const approveBody = (requestId: number) => ({ Solicitudid: requestId });
export const rejectBody = (requestId: number, reason: string) => ({ Solicitudid: requestId, Motivo: reason });
