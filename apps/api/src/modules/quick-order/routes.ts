import {
  baseQuery,
  type QuickOrderResult,
  quickOrderBody,
  quickOrderPaths,
  quickOrderResponse,
  quickOrderSuggestQuery,
  quickOrderSuggestResponse,
  suggestionFields,
  toQuickOrderProduct,
} from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';
import { createQuickOrderRepository } from './repository';
import { createQuickOrderService, type QuickOrderCheck } from './service';

/** The checked rows on the wire. */
function wireResult(check: QuickOrderCheck): QuickOrderResult {
  return {
    Filas: check.rows.map((r) => ({
      Fila: r.row,
      Codigo: r.code,
      Cantidad: r.quantity,
      Producto: r.product && toQuickOrderProduct(r.product),
      Precio: r.unitPrice,
      Subtotal: r.subtotal,
      Disponible: r.stock,
      Problema: r.problem,
      Detalle: r.detail,
    })),
    Validas: check.valid,
    ConProblema: check.withProblems,
    Total: check.total,
  };
}

/**
 * Quick order (the shop's own, not the ERP's): checks up to 1000 rows of code and quantity in one request,
 * priced at the caller's level (a session's, else the guest level); and a type-ahead over code, reference
 * and name. Nothing changes: the browser adds the valid rows to its cart, and the order is priced again.
 */
export const quickOrderRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = createQuickOrderService(createQuickOrderRepository(options.db), {
    defaultTaxPercent: options.config.orders.taxPercent,
  });
  const levelOf = (customer: { priceLevel: number } | null) =>
    customer?.priceLevel ?? options.config.guestPriceLevel;

  app.post(
    `/${quickOrderPaths.validate}`,
    {
      schema: {
        tags: ['quick order'],
        summary:
          'Checks rows of {Codigo, Cantidad} (code or reference, any case; quantity as typed): for each, the ' +
          "product, the unit price at the caller's level for that quantity (tier rule), stock, and a problem " +
          '(sin_codigo, codigo_desconocido, cantidad_invalida, sin_precio, elegir_talla: a product in colours ' +
          'and sizes is chosen on its page, sin_existencias: stock counts every row of the same product) or null. At most 1000 rows; one problem never stops the other rows.',
        querystring: baseQuery,
        body: quickOrderBody,
        response: replies(quickOrderResponse),
      },
    },
    async (request) => {
      const rows = request.body.Filas.map((f) => ({ code: f.Codigo, quantity: f.Cantidad }));
      const check = await service.validate(rows, levelOf(request.customer));
      return {
        Status: true,
        Msj:
          check.withProblems === 0
            ? `${check.valid} filas válidas`
            : `${check.valid} filas válidas, ${check.withProblems} con problemas`,
        Datos: wireResult(check),
      };
    },
  );

  app.get(
    `/${quickOrderPaths.suggest}`,
    {
      schema: {
        tags: ['quick order'],
        summary: 'Type-ahead: up to 8 products whose code, reference or name contains every word of texto',
        querystring: quickOrderSuggestQuery,
        response: replies(quickOrderSuggestResponse),
      },
    },
    async (request) => ({
      Status: true,
      Datos: (await service.suggest(request.query.texto)).map(suggestionFields.toWire),
    }),
  );
};
