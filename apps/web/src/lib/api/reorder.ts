import { type Reorder, type ReorderProblem, readDocumentHead } from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import type { QueryParams } from './http';
import { type SavedProduct, savedProductFromWire } from './saved-product';

/** A line of a past order (or invoice), priced again at the customer's level now, with stock now. */
export interface PastOrderLine {
  productId: number;
  code: string;
  name: string;
  /** What was ordered then. */
  quantity: number;
  /** The line's colour and size (a product in sizes), null for none. */
  color: string | null;
  size: string | null;
  priceThen: Minor;
  /** Null when the product cannot be sold now. */
  priceNow: Minor | null;
  change: 'up' | 'down' | 'same' | null;
  /** Stock now: of the line's colour and size when it names them. */
  stock: number;
  problem: ReorderProblem | null;
  /** The product now (for the cart), or null when it is no longer sold. */
  product: SavedProduct | null;
}

/** A past order, or an invoice (`invoiceId`; its lines are those of order `id`), to order again. */
export interface PastOrder {
  id: number;
  invoiceId: number | null;
  /** The number of the order, or of the invoice, as the customer knows it (prefix-number). */
  number: string;
  date: string;
  lines: PastOrderLine[];
}

const CHANGE = { sube: 'up', baja: 'down', igual: 'same' } as const;

export function toPastOrder(order: Reorder): PastOrder {
  return {
    id: order.pedidoid,
    invoiceId: order.facturaid ?? null,
    ...readDocumentHead(order),
    lines: order.Lineas.map((l) => ({
      productId: l.Productoid,
      code: l.Producto_cod,
      name: l.Nombre,
      quantity: l.Cantidad,
      color: l.Color ?? null,
      size: l.Talla ?? null,
      priceThen: toMinor(l.PrecioAntes),
      priceNow: l.PrecioAhora === null ? null : toMinor(l.PrecioAhora),
      change: l.Cambio === null ? null : CHANGE[l.Cambio],
      stock: l.Disponible,
      problem: l.Problema,
      product: l.Producto ? savedProductFromWire(l.Producto) : null,
    })),
  };
}

/** What to order again: one of the customer's orders, or one of its invoices. */
export type ReorderSource = { orderId: number } | { invoiceId: number };

/** ReordenApi/Lineas's query: the customer and the order or invoice. */
export function reorderParams(customerId: number, source: ReorderSource): QueryParams {
  return 'orderId' in source
    ? { terceroid: customerId, pedidoid: source.orderId }
    : { terceroid: customerId, facturaid: source.invoiceId };
}
