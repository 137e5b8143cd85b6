import {
  type Factura,
  type FiltrosPedidos,
  type Pedido,
  type PedidoEstado,
  type Recibo,
  readDocumentHead,
} from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import { type ShortLine, toShortLine } from './orders';

/** A customer's invoice, as the account shows it. */
export interface Invoice {
  id: number;
  /** As the customer knows it (prefix-number). */
  number: string;
  /** YYYY-MM-DD */
  date: string;
  lines: number;
  subtotal: Minor;
  tax: Minor;
  total: Minor;
  /** What is still owed. */
  balance: Minor;
  /** Its lines can be ordered again (the shop has them; not the ERP's own invoices). */
  reorderable: boolean;
}

/** Where a web order stands with the distributor's ERP, when one is connected. */
export type OrderErpState =
  | { state: 'pending' }
  | { state: 'sent'; number: number | null }
  | { state: 'refused'; shortages: ShortLine[] };

/** A customer's order, from the ERP or from this shop. */
export interface Order {
  id: number;
  number: string;
  /** The order's own number (without its prefix): what the filter finds. */
  bareNumber: number;
  date: string;
  lines: number;
  subtotal: Minor;
  tax: Minor;
  total: Minor;
  /** Its state's code, when the server gives one; else `stateText`, as the ERP writes it. */
  state: PedidoEstado | null;
  stateText: string;
  /** Sent from this shop. */
  web: boolean;
  /** Null without an ERP connected (or for an order the ERP made itself). */
  erp: OrderErpState | null;
  /**
   * An order the distributor's ERP took itself (by phone, by a sales rep): the shop has not its lines (it
   * cannot be ordered again here), and `id` is the ERP's, printed as the ERP prints it.
   */
  erpOnly: boolean;
  /** The purchase order's details given at the checkout (null: none given; '' for each one not given). */
  details: { purchaseOrder: string; deliveryDate: string; deliveryMethod: string } | null;
  /**
   * Who placed one of the shop's orders: a person of the company (their id and name), or the company's own login
   * (`personId` null); null on the ERP's own orders, which name nobody.
   */
  placedBy: { personId: number | null; name: string | null } | null;
  /** The branch it was placed for (null: not known, as on the ERP's own orders). */
  branch: { id: number; name: string } | null;
}

/** Whom and which branch a company's orders can be filtered by (null: the session sees only its own). */
export interface OrderFilterChoices {
  people: { id: number; name: string }[];
  branches: { id: number; name: string }[];
}

export function toOrderFilterChoices(f: FiltrosPedidos): OrderFilterChoices {
  return {
    people: f.Personas.map((p) => ({ id: p.personaid, name: p.nombre })),
    branches: f.Sucursales.map((s) => ({ id: s.tercerosucid, name: s.nombre })),
  };
}

/** A receipt (a payment of invoices). */
export interface Receipt {
  id: number;
  number: string;
  date: string;
  /** How many invoices it pays. */
  invoices: number;
  value: Minor;
  /** The value less discounts and withholdings. */
  net: Minor;
}

export function toInvoice(f: Factura): Invoice {
  return {
    id: f.facturaid,
    ...readDocumentHead(f),
    lines: f.items,
    subtotal: toMinor(f.subtotal),
    tax: toMinor(f.impuesto),
    total: toMinor(f.total),
    balance: toMinor(f.saldo),
    reorderable: f.reordenable === true,
  };
}

function erpStateOf(p: Pedido): OrderErpState | null {
  switch (p.estado_erp) {
    case 'pendiente':
      return { state: 'pending' };
    case 'enviado':
      return { state: 'sent', number: p.numero_erp ?? null };
    case 'rechazado':
      return { state: 'refused', shortages: (p.faltantes_erp ?? []).map(toShortLine) };
    default:
      return null;
  }
}

export function toOrder(p: Pedido): Order {
  return {
    id: p.pedidoid,
    ...readDocumentHead(p),
    bareNumber: p.numero,
    lines: p.conteo,
    subtotal: toMinor(p.vlrbruto),
    tax: toMinor(p.impuesto),
    total: toMinor(p.total),
    state: p.estado ?? null,
    stateText: p.estado_descripcion,
    web: p.web === true,
    erp: erpStateOf(p),
    erpOnly: p.solo_erp === true,
    details:
      p.orden_compra || p.fecha_entrega || p.metodo_entrega
        ? {
            purchaseOrder: p.orden_compra ?? '',
            deliveryDate: p.fecha_entrega ?? '',
            deliveryMethod: p.metodo_entrega ?? '',
          }
        : null,
    placedBy: p.personaid === undefined ? null : { personId: p.personaid, name: p.persona ?? null },
    branch: p.tercerosucid == null ? null : { id: p.tercerosucid, name: p.sucursal ?? '' },
  };
}

export function toReceipt(r: Recibo): Receipt {
  return {
    id: r.id,
    number: r.Documento,
    date: r.Fecha,
    invoices: r.Registros,
    value: toMinor(r.Valor),
    net: toMinor(r.Neto),
  };
}
