import type { FaltanteDisponible, PedidoConsulta, PedidoWebCreateBody } from '@mostrador/contract';
import { type Minor, toMinor } from '@mostrador/domain';
import { hostUrl } from './config';

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
  return lines.map((l) => ({
    Productoid: l.productId,
    Cantidad: l.quantity,
    Observacion: l.comment,
    // The shop's own keys: the server checks a size's own stock with them.
    ...(l.color && l.size ? { Color: l.color, Talla: l.size } : {}),
  }));
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
