// "Your order changed": queued in the transaction that changes an order's state (the staff console's approve,
// dispatch and cancel; the ERP connector's refusal), to the buyer of the order, in the language its "order
// received" was written in (the buyer's at the time), with links from the same origin.
import type { ReportLanguage } from '@mostrador/contract';
import { sql, type Transaction } from 'kysely';
import { orderBuyerForMail } from '../db/read-models/order-mail';
import type { DB } from '../db/schema';
import type { OrderChange, OrderStateData, ShortLineData } from './messages/data';
import { enqueueMessage } from './outbox';

export interface StateChange {
  orderId: number;
  change: OrderChange;
  /** Why it was cancelled or refused ('' for none). */
  reason?: string;
  /** The lines short of stock, by product id (an ERP's refusal). */
  short?: { productId: number; requested: number; available: number }[];
  /** The shop's origin when the order's first message has none (PUBLIC_URL). */
  origin?: string;
}

async function shortLines(trx: Transaction<DB>, short: StateChange['short']): Promise<ShortLineData[]> {
  if (!short || short.length === 0) return [];
  const names = await trx
    .selectFrom('productos')
    .select(['id', 'codigo', 'nombre'])
    .where(
      'id',
      'in',
      short.map((s) => s.productId),
    )
    .execute();
  return short.map((s) => {
    const p = names.find((n) => n.id === s.productId);
    return {
      code: p?.codigo ?? String(s.productId),
      name: p?.nombre ?? '',
      requested: s.requested,
      available: s.available,
    };
  });
}

/** Queues the message of `change`; false when the order has no buyer's e-mail to tell. */
export async function queueOrderStateMail(
  trx: Transaction<DB>,
  change: StateChange,
  now: Date,
): Promise<boolean> {
  const order = await orderBuyerForMail(trx, change.orderId);
  if (!order) return false;
  const email = order.email ?? order.guest?.Email ?? '';
  if (!email.includes('@')) return false;
  const first = await trx
    .selectFrom('mail_outbox')
    .select(['language', sql<string>`data->>'origin'`.as('origin')])
    .where('kind', '=', 'order-received')
    .where(sql<boolean>`(data->>'orderId')::int = ${change.orderId}`)
    .orderBy('id')
    .executeTakeFirst();
  const data: OrderStateData = {
    origin: first?.origin ?? change.origin ?? '',
    orderId: change.orderId,
    number: `${order.prefix}-${order.number}`,
    owner: order.customerId ?? 0,
    name: order.name ?? order.guest?.Tercero ?? '',
    change: change.change,
    reason: change.reason ?? '',
    shortLines: await shortLines(trx, change.short),
  };
  const language = (first?.language ?? 'es') as ReportLanguage;
  await enqueueMessage(trx, { kind: 'order-state', to: email, language, data }, now);
  return true;
}
