// An order's lines with their product's code and name, in the order they were taken: what its printout
// (modules/reports), its messages (order-mail.ts) and the console's order (modules/order-desk) list.
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

export function orderLineRows(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('pedido_lineas as l')
    .innerJoin('productos as p', 'p.id', 'l.producto_id')
    .select([
      'l.producto_id as productId',
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
}
