// Reorder: a past order's lines, priced again at the customer's level now, with stock now.
import { pricedProduct, type Reorder, type ReorderLine, type ReorderProblem } from '@mostrador/contract';
import { priceForQuantity, toMajor } from '@mostrador/domain';
import { toCartProduct } from '../../lib/cart-product';
import { todayIn } from '../../lib/dates';
import { forbidden, notFound } from '../../lib/errors';
import { numericToMinor } from '../../lib/money';
import type { ReorderRepository } from './repository';

export function createReorderService(repository: ReorderRepository, settings: { defaultTaxPercent: number }) {
  return {
    async lines(customer: { terceroid: number; level: number }, pedidoid: number): Promise<Reorder> {
      const order = await repository.order(pedidoid);
      if (!order) throw notFound(`El pedido ${pedidoid} no existe`);
      if (order.tercero_id !== customer.terceroid) throw forbidden('El pedido no pertenece a este cliente');
      const rows = await repository.lines(pedidoid);
      const lines: ReorderLine[] = rows.map((row) => {
        const product = row.activo ? toCartProduct(row, customer.level, settings.defaultTaxPercent) : null;
        const before = numericToMinor(row.precio_antes);
        const now = product ? priceForQuantity(pricedProduct(product), row.cantidad) : null;
        let problem: ReorderProblem | null = null;
        if (!row.activo) problem = 'no_disponible';
        else if (!product) problem = 'sin_precio';
        else if (row.disponible <= 0) problem = 'sin_existencias';
        else if (row.disponible < row.cantidad) problem = 'existencias_parciales';
        return {
          Productoid: row.id,
          Producto_cod: row.codigo,
          Nombre: row.nombre,
          Cantidad: row.cantidad,
          PrecioAntes: toMajor(before),
          PrecioAhora: now === null ? null : toMajor(now),
          Cambio: now === null ? null : now > before ? 'sube' : now < before ? 'baja' : 'igual',
          Disponible: row.disponible,
          Problema: problem,
          Producto: product,
        };
      });
      return {
        pedidoid: order.id,
        prefijo: order.prefijo,
        numero: order.numero,
        fecha: todayIn(order.fecha),
        Lineas: lines,
      };
    },
  };
}
