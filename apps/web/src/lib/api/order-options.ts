import { opcionesPedidoAnswer, orderDetailLimits, purchaseOrderPattern } from '@mostrador/contract';
import { mapAnswer } from './http';

/** A purchase-order number: its longest, and the characters it may hold (the server checks the same). */
export const purchaseOrderRule = { max: orderDetailLimits.purchaseOrder, pattern: purchaseOrderPattern };

/** What the checkout offers and asks (GET PedidoApi/OpcionesPedido), in the app's words. */
export interface OrderOptions {
  /** The delivery methods offered (none or one: no choice is shown). */
  methods: { code: string; name: string }[];
  /** The customer must give a purchase-order number. */
  purchaseOrderRequired: boolean;
  /** The earliest delivery date that may be asked for (YYYY-MM-DD: the next working day). */
  earliestDelivery: string;
}

export const orderOptionsAnswer = mapAnswer(opcionesPedidoAnswer, (o) => ({
  methods: o.MetodosEntrega.map((m) => ({ code: m.Codigo, name: m.Descripcion })),
  purchaseOrderRequired: o.OrdenCompraObligatoria,
  earliestDelivery: o.FechaEntregaMinima,
}));

/** The purchase order's details of an order, as the checkout sends them ('' for none). */
export interface OrderDetailsInput {
  purchaseOrder: string;
  deliveryDate: string;
  deliveryMethod: string;
}

/** The details as the order bodies take them. */
export function orderDetailKeys(details: OrderDetailsInput | undefined) {
  if (!details) return {};
  return {
    OrdenCompra: details.purchaseOrder,
    FechaEntrega: details.deliveryDate,
    MetodoEntrega: details.deliveryMethod,
  };
}
