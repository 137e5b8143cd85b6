import type { FaltanteDisponible, PedidoWebCreateBody } from '@mostrador/contract';

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
