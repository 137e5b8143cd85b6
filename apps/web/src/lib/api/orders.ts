import {
  type FaltanteDisponible,
  type OrderOrRequestResponse,
  orderOrRequestResponse,
  type PedidoConsulta,
  type PedidoWebCreateAnonimoBody,
  type PedidoWebCreateBody,
  type ReportLanguage,
} from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import { hostUrl } from './config';
import type { Answer } from './http';
import { wireLine } from './lines';
import { type OrderDetailsInput, orderDetailKeys } from './order-options';

/** A line of an order as the checkout sends it (a cart line). */
export interface OrderLineInput {
  productId: number;
  quantity: number;
  /** The line's observation. */
  comment: string;
  /** The chosen colour and size ('' or none for a product without variations). */
  color?: string | null | undefined;
  size?: string | null | undefined;
}

/** A line the server could not fill: asked for more than there is (of a colour and size, when named). */
export interface ShortLine {
  productId: number;
  requested: number;
  available: number;
  color: string | null;
  size: string | null;
}

/** The order's lines as the server reads them (`Detalles`). */
export function orderDetails(lines: readonly OrderLineInput[]): PedidoWebCreateBody['Detalles'] {
  return lines.map((l) => ({ ...wireLine(l), Observacion: l.comment }));
}

export function toShortLine(f: FaltanteDisponible): ShortLine {
  return {
    productId: f.Productoid,
    requested: f.Solicitado,
    available: f.Disponible,
    color: f.Color ?? null,
    size: f.Talla ?? null,
  };
}

/** A guest's order as its buyer sees it (PedidoWebConsultaAnonimo), in the order's own currency. */
export interface GuestOrder {
  id: number;
  /** `WEB-12`. */
  number: string;
  date: string;
  lines: Array<{
    code: string;
    name: string;
    note: string;
    quantity: number;
    unitPrice: Minor;
    amount: Minor;
  }>;
  subtotal: Minor;
  tax: Minor;
  total: Minor;
  delivery: { name: string; address: string; phone: string; email: string };
  /** The printable copy: a signed link from the host root, and when it stops working. */
  print: { url: string; expires: string };
}

export function toGuestOrder(o: PedidoConsulta): GuestOrder {
  return {
    id: o.pedidoid,
    number: o.numero,
    date: o.fecha,
    lines: o.Detalles.map((l) => ({
      code: l.codigo,
      name: l.producto,
      note: l.observacion,
      quantity: l.cantidad,
      unitPrice: toMinor(l.precio),
      amount: toMinor(l.subtotal),
    })),
    subtotal: toMinor(o.vlrbruto),
    tax: toMinor(o.impuesto),
    total: toMinor(o.total),
    delivery: {
      name: o.Entrega.Tercero,
      address: o.Entrega.Direccion,
      phone: o.Entrega.Telefono1 ?? '',
      email: o.Entrega.Email ?? '',
    },
    print: { url: hostUrl(o.Imprimir.Url), expires: o.Imprimir.Expira },
  };
}

/** A guest's contact and delivery (the guest form's fields, named as the guest's order body names them). */
export type GuestDelivery = Readonly<
  Record<'Nit' | 'Tercero' | 'Departamento' | 'Ciudad' | 'Direccion' | 'Telefono1' | 'Email', string>
>;

/** An order as the checkout places it: a customer's (to one of its branches) or a guest's. */
export type NewOrder = {
  note: string;
  lines: readonly OrderLineInput[];
  /** The purchase order's details (none: the ERP's clients' order). */
  details?: OrderDetailsInput;
} & ({ kind: 'customer'; branchId: number } | { kind: 'guest'; guest: GuestDelivery });

/** The order's request as the server reads it: the customer's or the guest's body. */
export type OrderRequest =
  | { kind: 'customer'; body: PedidoWebCreateBody }
  | { kind: 'guest'; body: PedidoWebCreateAnonimoBody };

export function orderRequest(order: NewOrder): OrderRequest {
  const Detalles = orderDetails(order.lines);
  const details = orderDetailKeys(order.details);
  return order.kind === 'customer'
    ? {
        kind: 'customer',
        body: { Tercerosucid: order.branchId, Observacion: order.note, ...details, Detalles },
      }
    : { kind: 'guest', body: { ...order.guest, Observacion: order.note, ...details, Detalles } };
}

/** What the server answered an order attempt (a refusal or no answer at all is the mutation's error). */
export type PlacedOrder =
  | { kind: 'created'; orderId: number; number: number }
  /** A buyer's order above their limits: not placed, it waits for an approver of the company. */
  | { kind: 'held'; requestId: number; total: Minor; limit: 'order' | 'month' }
  /** Nothing was created: the short lines, with a colour and size when that size's own stock is short. */
  | { kind: 'stock'; short: ShortLine[] };

/**
 * The answers of the order POSTs; the 409 shortage is an answer too (the wire's, stored with the key), and so
 * is the 202 of an order held for approval.
 */
export const placedOrderAnswer: Answer<OrderOrRequestResponse, PlacedOrder> = {
  schema: orderOrRequestResponse,
  data: (answer) => {
    if ('ErrorDisp' in answer) return { kind: 'stock', short: answer.ErrorDips.map(toShortLine) };
    if ('EsperaAprobacion' in answer) {
      const held = answer.Datos;
      return { kind: 'held', requestId: held.solicitudid, total: toMinor(held.total), limit: held.limite };
    }
    if (answer.Status && answer.Datos) {
      return { kind: 'created', orderId: answer.Datos.pedidoid, number: answer.Datos.numero };
    }
    return undefined;
  },
};

/** A guest's order to look up: its number (`WEB-12` or `12`) and the e-mail or NIT given with it. */
export interface GuestOrderLookup {
  number: string;
  contact: string;
  /** The language of the printable copy. */
  language: ReportLanguage;
}

/** PedidoWebConsultaAnonimo's body. */
export function guestLookupBody({ number, contact, language }: GuestOrderLookup) {
  return { Numero: number, Contacto: contact, lang: language };
}

/** A guest's orders mailed to the e-mail they were placed with (PedidoWebConsultaAnonimoCorreo). */
export function guestOrdersMailBody(email: string) {
  return { Email: email };
}
