// Reorder: a past order's lines, priced again at the customer's level now, with stock now.
import type { ReorderProblem } from '@mostrador/contract';
import { toMajor } from '@mostrador/domain';
import { type CartProduct, toCartProduct, unitPriceFor } from '../../lib/cart-product';
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
  /** Unit price paid in that order. */
  priceBefore: number;
  /** Unit price now for the same quantity; null when the product is no longer sold. */
  priceNow: number | null;
  change: 'sube' | 'baja' | 'igual' | null;
  stock: number;
  problem: ReorderProblem | null;
  /** The product for the cart, null when it cannot be sold. */
  product: CartProduct | null;
}

export interface PastOrder {
  id: number;
  prefix: string;
  number: number;
  /** YYYY-MM-DD */
  date: string;
  lines: ReorderItem[];
}

export function createReorderService(repository: ReorderRepository, settings: { defaultTaxPercent: number }) {
  return {
    async lines(customer: { terceroid: number; level: number }, pedidoid: number): Promise<PastOrder> {
      const order = await repository.order(pedidoid);
      // Another customer's order is answered as one that does not exist: which ids exist is not told.
      if (!order || order.tercero_id !== customer.terceroid)
        throw notFound(`El pedido ${pedidoid} no existe`);
      const rows = await repository.lines(pedidoid);
      const lines: ReorderItem[] = rows.map((row) => {
        const product = row.activo ? toCartProduct(row, customer.level, settings.defaultTaxPercent) : null;
        const before = numericToMinor(row.precio_antes);
        const now = product ? unitPriceFor(product, row.cantidad) : null;
        let problem: ReorderProblem | null = null;
        if (!row.activo) problem = 'no_disponible';
        else if (!product) problem = 'sin_precio';
        else if (row.disponible <= 0) problem = 'sin_existencias';
        else if (row.disponible < row.cantidad) problem = 'existencias_parciales';
        return {
          productId: row.id,
          code: row.codigo,
          name: row.nombre,
          quantity: row.cantidad,
          priceBefore: toMajor(before),
          priceNow: now === null ? null : toMajor(now),
          change: now === null ? null : now > before ? 'sube' : now < before ? 'baja' : 'igual',
          stock: row.disponible,
          problem,
          product,
        };
      });
      return {
        id: order.id,
        prefix: order.prefijo,
        number: order.numero,
        date: todayIn(order.fecha),
        lines,
      };
    },
  };
}
