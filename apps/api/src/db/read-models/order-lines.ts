// An order's lines with their products, in the order they were taken: what its printout (modules/reports), its
// messages (order-mail.ts) and the console's order (modules/order-desk) list (`orderLineRows`), and what
// modules/reorder prices again (each with its product now).
import type { Kysely } from 'kysely';
import type { DB } from '../schema';

/** An order's lines (`l`) joined with their products (`p`), in the order they were taken; the caller selects. */
export function orderLinesWithProducts(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('pedido_lineas as l')
    .innerJoin('productos as p', 'p.id', 'l.producto_id')
    .where('l.pedido_id', '=', orderId)
    .orderBy('l.id');
}

/** An order's lines with their product's code and name. */
export function orderLineRows(db: Kysely<DB>, orderId: number) {
  return orderLinesWithProducts(db, orderId)
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
    .execute();
}
