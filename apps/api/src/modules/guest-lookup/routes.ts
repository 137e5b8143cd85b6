import { publicEndpoints } from '@mostrador/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailLinkOrigin } from '../../lib/public-origin';
import { requestLanguage } from '../../lib/request-language';
import { enqueueMessage } from '../../mail/outbox';
import { publicRoutes } from '../../plugins/public-routes';
import type { ModuleOptions } from '../../types';
import { createGuestLookupRepository } from './repository';

/** The one answer: it never tells whether that e-mail placed orders. */
export const ORDERS_MAILED =
  'Si hay pedidos hechos como invitado con ese correo, le enviamos la lista con el enlace de cada uno';

/**
 * POST PedidoApi/PedidoWebConsultaAnonimoCorreo {Email}: a guest who lost an order's number has the orders
 * placed with that e-mail mailed to it (the order-lookup message: each order with a link to its printable
 * copy), in the language of the request. Nothing is sent when there are none. Limited per address like the
 * lookup by number (GUEST_ORDER_RATE_LIMIT).
 */
export const guestLookupRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const repository = createGuestLookupRepository(options.db);
  const route = publicRoutes(app, 'orders', options.config.guestOrderRateLimit);

  route.post(
    publicEndpoints.mailGuestOrders,
    "Mails a guest's orders placed with this e-mail to it, each with a link to its printable copy (the same answer whether or not there are any)",
    async (request) => {
      const found = await repository.ordersOf(request.body.Email);
      const newest = found[0];
      if (newest) {
        const orders = found.map(({ email: _typed, ...order }) => order);
        const at = options.now();
        await options.db.transaction().execute((trx) =>
          enqueueMessage(
            trx,
            {
              kind: 'order-lookup',
              // As the guest typed it on its newest order.
              to: newest.email,
              language: requestLanguage(request),
              data: { origin: mailLinkOrigin(options.config), orders },
            },
            at,
          ),
        );
        options.mail?.kick();
      }
      return { Status: true, Msj: ORDERS_MAILED };
    },
  );
};
