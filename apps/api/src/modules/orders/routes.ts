import {
  baseQuery,
  errorEnvelope,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKey,
  orderPaths,
  type PedidoDetalle,
  type PedidoWebCreate,
  type PedidoWebCreateAnonimo,
  pedidoCreadoResponse,
  pedidoRetenidoResponse,
  pedidoSinExistencias,
  pedidoWebCreateAnonimoBody,
  pedidoWebCreateBody,
} from '@mostrador/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { publicOrigin } from '../../lib/public-origin';
import { replies } from '../../lib/replies';
import { requestLanguage } from '../../lib/request-language';
import { requireCustomer, type SessionCustomer } from '../../plugins/auth';
import type { ModuleOptions, OrderOutbox } from '../../types';
import { heldOrderRoutes } from './held-routes';
import { orderOptionsRoute } from './options-route';
import type { RequestedDetails } from './order-details';
import { placedAnswer, sqlOrdersRepository } from './repository';
import { requestHash } from './request-hash';
import {
  type CustomerOrder,
  createOrdersService,
  type GuestOrder,
  type OrderingCustomer,
  type OrderLine,
  type OrderSettings,
} from './service';

const headers = z.looseObject({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: z.optional(idempotencyKey) });
const answers = {
  ...replies(pedidoCreadoResponse),
  202: pedidoRetenidoResponse,
  409: pedidoSinExistencias,
  422: errorEnvelope,
};
const HOUR_MS = 3_600_000;

/** The request's Idempotency-Key, if it sent one. */
function keyOf(h: Record<string, unknown>): string | undefined {
  const key = h[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  return typeof key === 'string' ? key : undefined;
}

/** The lines of an order body in our words. */
function linesOf(detalles: readonly PedidoDetalle[]): OrderLine[] {
  return detalles.map((d) => ({
    productId: d.Productoid,
    quantity: d.Cantidad,
    note: d.Observacion,
    color: d.Color,
    size: d.Talla,
  }));
}

/** The session's customer as the order takes it (with the staff member acting for it, and when). */
function ordering(customer: SessionCustomer, at: Date): OrderingCustomer {
  const { customerId, priceLevel, person, acting } = customer;
  return { customerId, priceLevel, person, acting: acting && { ...acting, at } };
}

/** The purchase order's details of an order body in our words. */
function detailsOf(body: PedidoWebCreate | PedidoWebCreateAnonimo): RequestedDetails {
  return {
    purchaseOrder: body.OrdenCompra,
    deliveryDate: body.FechaEntrega,
    deliveryMethod: body.MetodoEntrega,
  };
}

/** A customer's order body in our words; `customerId` is the session's. */
function customerOrder(body: PedidoWebCreate, customerId: number): CustomerOrder {
  return {
    namedCustomerId: body.Terceroid,
    branchId: body.Tercerosucid,
    note: body.Observacion,
    details: detailsOf(body),
    lines: linesOf(body.Detalles),
    fingerprint: requestHash('PedidoWebCreate', { ...body, Terceroid: customerId }),
  };
}

/** A guest's order body in our words: its contact kept as sent, with the place's codes. */
function guestOrder(body: PedidoWebCreateAnonimo): GuestOrder {
  const resolved = (place: { department: string; city: string }) => ({
    ...body,
    Departamento: place.department,
    Ciudad: place.city,
  });
  return {
    taxId: body.Nit,
    department: body.Departamento,
    city: body.Ciudad,
    note: body.Observacion,
    details: detailsOf(body),
    lines: linesOf(body.Detalles),
    contact(place) {
      const {
        Detalles: _lines,
        Observacion: _note,
        Tercerosucid: _noBranch,
        OrdenCompra: _po,
        FechaEntrega: _date,
        MetodoEntrega: _method,
        ...contact
      } = resolved(place);
      return contact;
    },
    fingerprint: (place) => requestHash('PedidoWebCreateAnonimo', resolved(place)),
  };
}

/**
 * POST PedidoApi/PedidoWebCreate (a customer) and PedidoApi/PedidoWebCreateAnonimo (a guest): priced on the
 * server, stock taken in one transaction, idempotent by the Idempotency-Key header.
 */
export interface OrdersModuleOptions extends ModuleOptions {
  /** With an ERP connected: where accepted orders are queued for it. */
  outbox?: OrderOutbox | undefined;
}

/** The orders service's settings, from the configuration. */
function orderSettings(options: OrdersModuleOptions): OrderSettings {
  const { config } = options;
  return {
    maxLines: config.orders.maxLines,
    defaultTaxPercent: config.orders.taxPercent,
    guestPriceLevel: config.guestPriceLevel,
    today: () => todayIn(options.now()),
    onPlaced: (buyer) => options.metrics.orderPlaced(buyer),
    deliveryMethods: config.orders.deliveryMethods,
  };
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersModuleOptions> = async (app, options) => {
  const { config, db } = options;
  await app.register(orderOptionsRoute, options);
  const service = createOrdersService(db, sqlOrdersRepository, orderSettings(options), options.outbox);
  // The messages of an order: in the language the buyer reads the shop in, links from the shop's origin.
  const mailing = (request: FastifyRequest) => ({
    language: requestLanguage(request),
    origin: publicOrigin(request, config.publicUrl),
    ordersEmail: config.mail.ordersEmail,
    at: options.now(),
  });

  app.post(
    `/${orderPaths.create}`,
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['orders'],
        summary:
          'A customer orders for one of its branches: priced at its level, stock checked and taken at once; ' +
          '409 {Status: true, ErrorDisp: true, ErrorDips} when stock is short; a retry with the same Idempotency-Key ' +
          "returns the first answer, and so does the same body without a key within 60 seconds; Terceroid, when sent, must be the session's",
        querystring: baseQuery,
        headers,
        body: pedidoWebCreateBody,
        response: answers,
      },
    },
    async (request, reply) => {
      const customer = request.customer;
      if (!customer) throw new Error('requireCustomer let a request without a customer through');
      const placed = await service.createForCustomer(
        ordering(customer, options.now()),
        keyOf(request.headers),
        customerOrder(request.body, customer.customerId),
        mailing(request),
      );
      options.mail?.kick();
      request.log.info({ terceroid: customer.customerId, pedidoid: placed.orderId }, 'order');
      options.outbox?.kick();
      return reply.code(200).send(placedAnswer(placed));
    },
  );

  app.post(
    `/${orderPaths.createGuest}`,
    {
      // No customer answers for a guest's order, and it takes stock at once: a few a minute per address.
      config: { rateLimit: { max: options.config.guestOrderRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['orders'],
        summary:
          'A guest orders with contact and delivery details: priced at the guest level, stock checked and ' +
          'taken at once; 409 with ErrorDisp when stock is short; idempotent by Idempotency-Key (scoped to the Nit), ' +
          'or by the same body within 60 seconds without one; Ciudad and Departamento by DANE code or exact name',
        querystring: baseQuery,
        headers,
        body: pedidoWebCreateAnonimoBody,
        response: answers,
      },
    },
    async (request, reply) => {
      const placed = await service.createForGuest(
        keyOf(request.headers),
        guestOrder(request.body),
        mailing(request),
      );
      options.mail?.kick();
      request.log.info({ pedidoid: placed.orderId }, 'guest order');
      options.outbox?.kick();
      return reply.code(200).send(placedAnswer(placed));
    },
  );

  heldOrderRoutes(app, options, mailing);

  // Keys are kept IDEMPOTENCY_KEY_HOURS (at least 24 h); older ones are purged at start and every hour.
  const purge = () =>
    service
      .purgeKeys(config.orders.idempotencyKeyHours)
      .then((n) => n > 0 && app.log.info({ purged: n }, 'old idempotency keys purged'))
      .catch((error: unknown) => app.log.error({ err: error }, 'purging idempotency keys failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
