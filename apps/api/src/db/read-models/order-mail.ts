// What the messages of an order say (mail/messages): the order as it was stored, its buyer and where it goes,
// and its lines, read in the transaction that queues them (modules/orders/order-mail.ts on an order taken,
// mail/order-state.ts on a change of state).
import type { Transaction } from 'kysely';
import { numericToMinor } from '../../lib/money';
import { type DB, ORDER_DETAIL_COLUMNS } from '../schema';
import { branchesWithPlace, namedCustomer } from './customer-party';
import { orderLineRows } from './order-lines';

type Trx = Transaction<DB>;

/** The head of order `orderId`: `customerId` and `branchId` null for a guest's (who typed `guest`). */
export async function orderForMail(trx: Trx, orderId: number) {
  const order = await trx
    .selectFrom('pedidos')
    .select([
      'numero',
      'fecha',
      'tercero_id',
      'sucursal_id',
      'invitado',
      'observacion',
      ...ORDER_DETAIL_COLUMNS,
      'vlrbruto',
      'impuesto',
      'total',
    ])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    number: order.numero,
    date: order.fecha,
    customerId: order.tercero_id,
    branchId: order.sucursal_id,
    guest: order.invitado,
    note: order.observacion,
    details: {
      purchaseOrder: order.orden_compra,
      deliveryDate: order.fecha_entrega ?? '',
      deliveryMethod: order.metodo_entrega,
    },
    subtotal: order.vlrbruto,
    tax: order.impuesto,
    total: order.total,
  };
}

/** An order's lines as its messages list them, in the order they were taken. */
export async function orderLinesForMail(trx: Trx, orderId: number) {
  const rows = await orderLineRows(trx, orderId);
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
export async function orderPartyForMail(
  trx: Trx,
  order: { customerId: number | null; branchId: number | null; guest: Record<string, string> | null },
) {
  if (order.customerId === null || order.branchId === null) {
    const g = order.guest ?? {};
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
  const customer = await namedCustomer(trx, order.customerId);
  const branch = await branchesWithPlace(trx).where('s.id', '=', order.branchId).executeTakeFirstOrThrow();
  return {
    customer: { name: customer.name, nit: customer.nit, email: branch.correo, phone: customer.phone },
    delivery: { branch: branch.nombre, address: branch.direccion, city: branch.ciudad },
  };
}

/**
 * The number and the buyer of order `orderId` for "your order changed": the branch's e-mail and the
 * customer's name, or the guest's (`guest`); undefined when there is no such order.
 */
export async function orderBuyerForMail(trx: Trx, orderId: number) {
  const order = await trx
    .selectFrom('pedidos as p')
    .leftJoin('tercero_sucursales as s', 's.id', 'p.sucursal_id')
    .leftJoin('terceros as t', 't.id', 'p.tercero_id')
    .select(['p.prefijo', 'p.numero', 'p.tercero_id', 'p.invitado', 's.correo', 't.nombre'])
    .where('p.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  return {
    prefix: order.prefijo,
    number: order.numero,
    customerId: order.tercero_id,
    guest: order.invitado,
    email: order.correo,
    name: order.nombre,
  };
}
