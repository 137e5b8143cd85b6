// The Observacion of an order as the ERP receives it: the buyer's note, then what the ERP cannot hold on its
// own (the person of the customer who ordered, the purchase order's details), then the shop's marker, all
// within the wire's 500 characters (orderLimits.orderNote). The buyer's note is what gets shortened (then the
// person's name): the marker (how the outbox finds the order in the ERP again) and the details always go whole.
import { orderLimits } from '@mostrador/contract';

export interface NoteParts {
  /** The buyer's note ('' for none). */
  note: string;
  /** The person of the customer who ordered (null: the company's own login, a guest). */
  person: string | null;
  purchaseOrder: string;
  /** YYYY-MM-DD, or null. */
  deliveryDate: string | null;
  deliveryMethod: string;
  /** `[WEB-12/<id>]`. */
  marker: string;
}

/** `text` within `room` UTF-16 units (the wire's measure), cut with `…`, never inside a character. */
function shortened(text: string, room: number): string {
  if (text.length <= room) return text;
  if (room <= 1) return '';
  const cut = text.slice(0, room - 1).replace(/[\uD800-\uDBFF]$/, '');
  return `${cut}…`;
}

/** `OC «4500-17». Entrega 2026-12-14. Método Camión.`: those given; never shortened (the PO quoted: it may
 * hold words and dots, never «»). */
function orderDetails(parts: NoteParts): string {
  return [
    parts.purchaseOrder ? `OC «${parts.purchaseOrder}».` : '',
    parts.deliveryDate ? `Entrega ${parts.deliveryDate}.` : '',
    parts.deliveryMethod ? `Método ${parts.deliveryMethod}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The note's parts, left to right; the buyer's note shortened first, then the person's name, to fit. */
export function erpOrderNote(parts: NoteParts, max: number = orderLimits.orderNote): string {
  const fixed = [orderDetails(parts), parts.marker].filter(Boolean).join(' ');
  const person = shortened(parts.person ? `Pedido por ${parts.person}.` : '', max - fixed.length - 1);
  const room = max - fixed.length - (person ? person.length + 1 : 0) - 1;
  const note = shortened(parts.note, room);
  return [note, person, fixed].filter(Boolean).join(' ');
}
