import {
  baseQuery,
  quickOrderBody,
  quickOrderPaths,
  quickOrderResponse,
  quickOrderSuggestQuery,
  quickOrderSuggestResponse,
} from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';
import { createQuickOrderRepository } from './repository';
import { createQuickOrderService } from './service';

/**
 * Quick order (the shop's own, not the ERP's): checks up to 1000 rows of code and quantity in one request,
 * priced at the caller's level (a session's, else the guest level); and a type-ahead over code, reference
 * and name. Nothing changes: the browser adds the valid rows to its cart, and the order is priced again.
 */
export const quickOrderRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = createQuickOrderService(createQuickOrderRepository(options.db), {
    defaultTaxPercent: options.config.orders.taxPercent,
  });
  const levelOf = (customer: { level: number } | null) => customer?.level ?? options.config.guestPriceLevel;

  app.post(
    `/${quickOrderPaths.validate}`,
    {
      schema: {
        tags: ['quick order'],
        summary:
          'Checks rows of {Codigo, Cantidad} (code or reference, any case; quantity as typed): for each, the ' +
          "product, the unit price at the caller's level for that quantity (tier rule), stock, and a problem " +
          '(sin_codigo, codigo_desconocido, cantidad_invalida, sin_precio, sin_existencias: stock counts every ' +
          'row of the same product) or null. At most 1000 rows; one problem never stops the other rows.',
        querystring: baseQuery,
        body: quickOrderBody,
        response: replies(quickOrderResponse),
      },
    },
    async (request) => {
      const result = await service.validate(request.body, levelOf(request.customer));
      return {
        Status: true,
        Msj:
          result.ConProblema === 0
            ? `${result.Validas} filas válidas`
            : `${result.Validas} filas válidas, ${result.ConProblema} con problemas`,
        Datos: result,
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
    async (request) => ({ Status: true, Datos: await service.suggest(request.query.texto) }),
  );
};
