// The Observacion of an order as the ERP receives it: the buyer's note, then what the ERP cannot hold on its
// own (the person of the customer who ordered, the purchase order's details), then the shop's marker, all
// within the wire's 500 characters (orderLimits.orderNote). The buyer's note is what gets shortened: the
// marker (how the outbox finds the order in the ERP again) and the details always go whole.
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

function shortened(text: string, room: number): string {
  if (text.length <= room) return text;
  return room <= 1 ? '' : `${text.slice(0, room - 1)}…`;
}

/** `Pedido por Ana. OC 4500-17. Entrega 2026-12-14. Método Camión.`: those given. */
function details(parts: NoteParts): string {
  return [
    parts.person ? `Pedido por ${parts.person}.` : '',
    parts.purchaseOrder ? `OC ${parts.purchaseOrder}.` : '',
    parts.deliveryDate ? `Entrega ${parts.deliveryDate}.` : '',
    parts.deliveryMethod ? `Método ${parts.deliveryMethod}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function erpOrderNote(parts: NoteParts, max: number = orderLimits.orderNote): string {
  const tail = parts.marker;
  const room = max - tail.length - 1;
  const middle = shortened(details(parts), room);
  const note = shortened(parts.note, room - middle.length - (middle ? 1 : 0));
  return [note, middle, tail].filter(Boolean).join(' ');
}
