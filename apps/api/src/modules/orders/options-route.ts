// GET PedidoApi/OpcionesPedido (the shop's own): what the checkout offers and asks — the delivery methods of
// DELIVERY_METHODS, whether the session's customer must give a purchase-order number (a guest: never), and the
// earliest delivery date (the next working day in the shop's time zone).
import { baseQuery, type OpcionesPedido, opcionesPedidoResponse, orderPaths } from '@mostrador/contract';
import { nextWorkingDay } from '@mostrador/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayIn } from '../../lib/dates';
import { replies } from '../../lib/replies';
import type { ModuleOptions } from '../../types';
import { sqlOrdersRepository } from './repository';

export const orderOptionsRoute: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, db } = options;
  app.get(
    `/${orderPaths.options}`,
    {
      schema: {
        tags: ['orders'],
        summary:
          "The checkout's options: the delivery methods offered, whether the customer must give a purchase-order " +
          'number, and the earliest delivery date that may be asked for (the next working day, Monday to Friday)',
        querystring: baseQuery,
        response: replies(opcionesPedidoResponse),
      },
    },
    async (request) => {
      const customer = request.customer;
      const required = customer
        ? await sqlOrdersRepository.purchaseOrderRequired(db, customer.customerId)
        : false;
      const datos: OpcionesPedido = {
        MetodosEntrega: config.orders.deliveryMethods.map((m) => ({ Codigo: m.code, Descripcion: m.name })),
        OrdenCompraObligatoria: required,
        FechaEntregaMinima: nextWorkingDay(todayIn(options.now())),
      };
      return { Status: true, Datos: datos };
    },
  );
};
