// The messages of an order just taken, queued in its own transaction (mail/outbox.ts): "order received" to the
// buyer (the branch's e-mail, or the guest's) in the language of the request, and the distributor's copy, with
// the customer, to ORDERS_EMAIL. Read back from what the transaction wrote, so each says what was stored.
import type { ReportLanguage } from '@mostrador/contract';
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

async function orderLines(trx: Trx, orderId: number): Promise<OrderData['lines']> {
  const rows = await trx
    .selectFrom('pedido_lineas as l')
    .innerJoin('productos as p', 'p.id', 'l.producto_id')
    .select([
      'p.codigo',
      'p.nombre',
      'l.observacion',
      'l.color',
      'l.talla',
      'l.cantidad',
      'l.precio',
      'l.subtotal',
      'l.impuesto',
    ])
    .where('l.pedido_id', '=', orderId)
    .orderBy('l.id')
    .execute();
  return rows.map((l) => ({
    code: l.codigo,
    name: l.nombre,
    note: [l.color, l.talla].filter(Boolean).join(' / ') || l.observacion,
    quantity: l.cantidad,
    unitPrice: numericToMinor(l.precio),
    amount: numericToMinor(l.subtotal),
    tax: numericToMinor(String(l.impuesto)),
  }));
}

/** The customer and where the order goes: the branch's, or what the guest typed. */
async function partyOf(
  trx: Trx,
  order: { tercero_id: number | null; sucursal_id: number | null; invitado: Record<string, string> | null },
) {
  if (order.tercero_id === null || order.sucursal_id === null) {
    const g = order.invitado ?? {};
    const city = await trx
      .selectFrom('ciudades')
      .select('nombre')
      .where('id', '=', g.Ciudad ?? '')
      .executeTakeFirst();
    return {
      customer: { name: g.Tercero ?? '', nit: g.Nit ?? '', email: g.Email ?? '', phone: g.Telefono1 ?? '' },
      delivery: { branch: '', address: g.Direccion ?? '', city: city?.nombre ?? g.Ciudad ?? '' },
    };
  }
  const row = await trx
    .selectFrom('terceros as t')
    .innerJoin('tercero_sucursales as s', 's.tercero_id', 't.id')
    .innerJoin('ciudades as c', 'c.id', 's.ciudad_id')
    .select([
      't.nombre',
      't.nit',
      't.dv',
      't.telefono',
      's.nombre as sucursal',
      's.direccion',
      's.correo',
      'c.nombre as ciudad',
    ])
    .where('s.id', '=', order.sucursal_id)
    .executeTakeFirstOrThrow();
  return {
    customer: {
      name: row.nombre,
      nit: row.dv ? `${row.nit}-${row.dv}` : row.nit,
      email: row.correo,
      phone: row.telefono,
    },
    delivery: { branch: row.sucursal, address: row.direccion, city: row.ciudad },
  };
}

/** Queues "order received" (when the buyer has an e-mail) and the distributor's copy of order `orderId`. */
export async function queueOrderMail(trx: Trx, orderId: number, mailing: OrderMailing): Promise<void> {
  const now = mailing.at;
  const order = await trx
    .selectFrom('pedidos')
    .select([
      'id',
      'numero',
      'fecha',
      'tercero_id',
      'sucursal_id',
      'invitado',
      'observacion',
      'vlrbruto',
      'impuesto',
      'total',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const party = await partyOf(trx, order);
  const data: OrderData = {
    origin: mailing.origin,
    orderId,
    number: `${WEB_ORDER_PREFIX}-${order.numero}`,
    date: new Date(order.fecha).toISOString(),
    owner: order.tercero_id ?? 0,
    guest: order.tercero_id === null,
    ...party,
    note: order.observacion,
    lines: await orderLines(trx, orderId),
    subtotal: numericToMinor(order.vlrbruto),
    tax: numericToMinor(order.impuesto),
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
