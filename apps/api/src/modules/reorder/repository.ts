// SQL of reorder: an order's or an invoice's header, and an order's lines with each product as it is now (an
// invoice's lines are those of the order it was made from, facturas.pedido_id).
import type { Database } from '../../db/database';
import { LINE_PRODUCT_COLUMNS, type LineProductRow } from '../../db/read-models/cart-product';
import { orderLinesWithProducts } from '../../db/read-models/order-lines';

/** A past order's line: its quantity, colour, size and price then, beside its product now. */
type PastLineRow = LineProductRow & { cantidad: number; precio_antes: string; color: string; talla: string };

export function createReorderRepository(db: Database) {
  return {
    /** An order's header: whose it is (the company, the person who placed it), its prefix, number and date. */
    async order(orderId: number) {
      return db
        .selectFrom('pedidos')
        .select([
          'id',
          'tercero_id as customerId',
          'persona_id as personId',
          'prefijo as prefix',
          'numero as number',
          'fecha as date',
        ])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },
    /** An invoice's header, and the order it was made from (null when unknown). */
    async invoice(invoiceId: number) {
      return db
        .selectFrom('facturas')
        .select([
          'id',
          'tercero_id as customerId',
          'pedido_id as orderId',
          'prefijo as prefix',
          'numero as number',
          'fecha as date',
        ])
        .where('id', '=', invoiceId)
        .executeTakeFirst();
    },
    /** The order's lines, each with its colour and size ('' for none) and its product now. */
    async lines(orderId: number): Promise<PastLineRow[]> {
      return orderLinesWithProducts(db, orderId)
        .select([...LINE_PRODUCT_COLUMNS, 'l.cantidad', 'l.precio as precio_antes', 'l.color', 'l.talla'])
        .execute();
    },
  };
}
export type ReorderRepository = ReturnType<typeof createReorderRepository>;
