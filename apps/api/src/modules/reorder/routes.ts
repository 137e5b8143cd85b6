import { endpoints, type Reorder, toQuickOrderProduct } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from '../../plugins/customer-routes';
import type { ModuleOptions } from '../../types';
import { createReorderRepository } from './repository';
import { createReorderService, type PastOrder } from './service';

/** A past order's or invoice's lines on the wire. */
function wireReorder(order: PastOrder): Reorder {
  return {
    pedidoid: order.id,
    ...(order.invoiceId === null ? {} : { facturaid: order.invoiceId }),
    prefijo: order.prefix,
    numero: order.number,
    fecha: order.date,
    Lineas: order.lines.map((l) => ({
      Productoid: l.productId,
      Producto_cod: l.code,
      Nombre: l.name,
      Cantidad: l.quantity,
      ...(l.color === '' ? {} : { Color: l.color }),
      ...(l.size === '' ? {} : { Talla: l.size }),
      PrecioAntes: l.priceBefore,
      PrecioAhora: l.priceNow,
      Cambio: l.change,
      Disponible: l.stock,
      Problema: l.problem,
      Producto: l.product && toQuickOrderProduct(l.product),
    })),
  };
}

/**
 * Reorder (the shop's own endpoint): a past order's or invoice's lines with the price then and now and the
 * stock now.
 */
export const reorderRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = createReorderService(createReorderRepository(options.db), {
    defaultTaxPercent: options.config.orders.taxPercent,
  });
  const route = customerRoutes(app, 'reorder');

  route.get(
    endpoints.reorder,
    "The lines of one of the customer's orders (pedidoid) or invoices (facturaid: the lines of the order " +
      'it was made from; one of the two): price paid then (PrecioAntes), price now at the ' +
      "customer's level for that quantity (PrecioAhora, Cambio sube/baja/igual), the line's Color and Talla " +
      '(a product in sizes), stock now (of that size), and Problema (no_disponible, sin_precio, elegir_talla: ' +
      'a product in colours and sizes whose line names no size it still has is ordered again on its page, ' +
      'sin_existencias, existencias_parciales) or null; 404 for another ' +
      "customer's document (as for one that does not exist) and for an invoice whose lines this shop has not " +
      "(the ERP's), 403 for a terceroid not the session's",
    async (request, customer) => {
      const { pedidoid, facturaid } = request.query;
      // The query's schema lets exactly one of the two through.
      const source = pedidoid === undefined ? { invoiceId: facturaid ?? 0 } : { orderId: pedidoid };
      return { Status: true, Datos: wireReorder(await service.lines(customer, source)) };
    },
  );
};
