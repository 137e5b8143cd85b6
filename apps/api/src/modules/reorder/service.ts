// Reorder: a past order's or invoice's lines, priced again at the customer's level now, with stock now.
import type { ReorderProblem } from '@mostrador/contract';
import { toMajor } from '@mostrador/domain';
import { type CartProduct, cartLineOf, toCartProduct, unitPriceFor } from '../../db/read-models/cart-product';
import { type SessionCustomer, seesOrderOf } from '../../db/sessions';
import { todayIn } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import { numericToMinor } from '../../lib/money';
import type { ReorderRepository } from './repository';

/** A line of a past order as it would be ordered again now. Amounts in major units. */
export interface ReorderItem {
  productId: number;
  code: string;
  name: string;
  quantity: number;
  /** The line's colour and size; '' for a product without them. */
  color: string;
  size: string;
  /** Unit price paid in that order. */
  priceBefore: number;
  /** Unit price now for the same quantity; null when the product is no longer sold. */
  priceNow: number | null;
  change: 'sube' | 'baja' | 'igual' | null;
  /** Stock now: of the line's colour and size when it names them. */
  stock: number;
  problem: ReorderProblem | null;
  /** The product for the cart, null when it cannot be sold. */
  product: CartProduct | null;
}

/** What to order again: one of the customer's orders, or one of its invoices. */
export type ReorderSource = { orderId: number } | { invoiceId: number };

/** A past order, or an invoice (`invoiceId`: its lines are those of order `id`), and its lines. */
export interface PastOrder {
  id: number;
  invoiceId: number | null;
  /** The prefix, number and date of the document asked for (the invoice's, for an invoice). */
  prefix: string;
  number: number;
  /** YYYY-MM-DD */
  date: string;
  lines: ReorderItem[];
}

/** Who asks: the company, its price level and the person (a buyer reorders only their own orders). */
type Reorderer = Pick<SessionCustomer, 'customerId' | 'priceLevel' | 'person'>;

export function createReorderService(repository: ReorderRepository, settings: { defaultTaxPercent: number }) {
  /** The document asked for, and the order whose lines it has. */
  async function head(session: Reorderer, source: ReorderSource) {
    const { customerId } = session;
    if ('orderId' in source) {
      const order = await repository.order(source.orderId);
      // Another customer's order (or, for a buyer, another person's) is answered as one that does not exist:
      // which ids exist is not told.
      if (!order || order.customerId !== customerId || !seesOrderOf(session, order.personId))
        throw notFound(`El pedido ${source.orderId} no existe`);
      return { ...order, orderId: order.id, invoiceId: null, date: todayIn(order.date) };
    }
    const invoice = await repository.invoice(source.invoiceId);
    if (!invoice || invoice.customerId !== customerId)
      throw notFound(`La factura ${source.invoiceId} no existe`);
    if (invoice.orderId === null)
      throw notFound(`Las líneas de la factura ${invoice.prefix}-${invoice.number} no están disponibles`);
    return { ...invoice, orderId: invoice.orderId, invoiceId: invoice.id };
  }

  return {
    async lines(customer: Reorderer, source: ReorderSource): Promise<PastOrder> {
      const document = await head(customer, source);
      const rows = await repository.lines(document.orderId);
      const lines: ReorderItem[] = rows.map((row) => {
        const product = row.activo
          ? toCartProduct(row, customer.priceLevel, settings.defaultTaxPercent)
          : null;
        const before = numericToMinor(row.precio_antes);
        const now = product ? unitPriceFor(product, row.cantidad) : null;
        // The cart's line of a product in sizes names the size: the past line's, while the product has it.
        const line = product && cartLineOf(product, row.color, row.talla);
        const stock = line ? line.stock : row.disponible;
        let problem: ReorderProblem | null = null;
        if (!row.activo) problem = 'no_disponible';
        else if (!product) problem = 'sin_precio';
        else if (!line) problem = 'elegir_talla';
        else if (stock <= 0) problem = 'sin_existencias';
        else if (stock < row.cantidad) problem = 'existencias_parciales';
        return {
          productId: row.id,
          code: row.codigo,
          name: row.nombre,
          quantity: row.cantidad,
          color: line ? line.color : row.color,
          size: line ? line.size : row.talla,
          priceBefore: toMajor(before),
          priceNow: now === null ? null : toMajor(now),
          change: now === null ? null : now > before ? 'sube' : now < before ? 'baja' : 'igual',
          stock,
          problem,
          product,
        };
      });
      return {
        id: document.orderId,
        invoiceId: document.invoiceId,
        prefix: document.prefix,
        number: document.number,
        date: document.date,
        lines,
      };
    },
  };
}
