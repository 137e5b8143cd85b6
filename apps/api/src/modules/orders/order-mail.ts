// The messages of an order just taken, queued in its own transaction (mail/outbox.ts): "order received" to the
// buyer (the branch's e-mail, or the guest's) in the language of the request, and the distributor's copy, with
// the customer, to ORDERS_EMAIL. Read back from what the transaction wrote, so each says what was stored.
import type { ReportLanguage } from '@mostrador/contract';
import { orderForMail, orderLinesForMail, orderPartyForMail } from '../../db/read-models/order-mail';
import { numericToMinor } from '../../lib/money';
import type { OrderData } from '../../mail/messages/data';
import { enqueueMessage } from '../../mail/outbox';
import { type Trx, WEB_ORDER_PREFIX } from './repository';

/** Who is told, and how the links start. */
export interface OrderMailing {
  language: ReportLanguage;
  /** PUBLIC_URL, else the request's own origin. */
  origin: string;
  /** ORDERS_EMAIL. */
  ordersEmail: string;
  /** When the order was taken (the messages are due then). */
  at: Date;
}

/** Queues "order received" (when the buyer has an e-mail) and the distributor's copy of order `orderId`. */
export async function queueOrderMail(trx: Trx, orderId: number, mailing: OrderMailing): Promise<void> {
  const now = mailing.at;
  const order = await orderForMail(trx, orderId);
  const party = await orderPartyForMail(trx, order);
  const data: OrderData = {
    origin: mailing.origin,
    orderId,
    number: `${WEB_ORDER_PREFIX}-${order.number}`,
    date: new Date(order.date).toISOString(),
    owner: order.customerId ?? 0,
    guest: order.customerId === null,
    ...party,
    note: order.note,
    details: order.details,
    lines: await orderLinesForMail(trx, orderId),
    subtotal: numericToMinor(order.subtotal),
    tax: numericToMinor(order.tax),
    total: numericToMinor(order.total),
  };
  if (party.customer.email.includes('@')) {
    await enqueueMessage(
      trx,
      { kind: 'order-received', to: party.customer.email, language: mailing.language, data },
      now,
    );
  }
  await enqueueMessage(trx, { kind: 'order-copy', to: mailing.ordersEmail, language: 'es', data }, now);
}
