import {
  approvalPaths,
  approveRequestBody,
  errorEnvelope,
  type OrderRequest,
  pedidoSinExistencias,
  rejectRequestBody,
  requestApprovedResponse,
  requestRejectedResponse,
  requestsQuery,
  requestsResponse,
} from '@mostrador/contract';
import { toMajor } from '@mostrador/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { todayIn } from '../../lib/dates';
import { customerBodySchema, customerSchema, replies } from '../../lib/replies';
import { ownCustomer, requireCustomer } from '../../plugins/auth';
import type { App, ModuleOptions, OrderOutbox } from '../../types';
import { createHeldOrdersService, type HeldOrdersService } from './held-orders';
import type { HeldOrder } from './held-repository';
import type { OrderMailing } from './order-mail';
import { sqlOrdersRepository } from './repository';

const decided = <T extends Parameters<typeof replies>[0]>(ok: T) => ({
  ...replies(ok),
  // Decided already (the envelope), or short of stock at approval (the order's own answer).
  409: z.union([errorEnvelope, pedidoSinExistencias]),
  422: errorEnvelope,
});

function wireRequest(h: HeldOrder, decides: boolean): OrderRequest {
  const name = (productId: number) => h.productNames[productId] ?? '';
  return {
    solicitudid: h.requestId,
    fecha: h.createdAt.toISOString(),
    personaid: h.personId,
    persona: h.person,
    tercerosucid: h.branchId,
    sucursal: h.branch,
    observacion: h.note,
    total: toMajor(h.total),
    limite: h.heldFor,
    estado: h.state,
    decidio: h.decidedBy,
    fecha_decision: h.decidedAt?.toISOString() ?? null,
    motivo: h.reason,
    pedidoid: h.orderId,
    numero: h.orderNumber,
    cambios: h.changes.map((c) => ({
      Productoid: c.productId,
      Producto: name(c.productId),
      Antes: toMajor(c.before),
      Ahora: toMajor(c.after),
    })),
    lineas: h.lines.map((l) => ({
      Productoid: l.productId,
      Producto: name(l.productId),
      Cantidad: l.quantity,
      Precio: toMajor(l.unitPrice),
      Observacion: l.note,
      Color: l.color,
      Talla: l.size,
    })),
    puede_decidir: decides && h.state === 'waiting',
  };
}

function sessionOf(request: FastifyRequest) {
  const customer = request.customer;
  if (!customer) throw new Error('requireCustomer let a request without a customer through');
  return customer;
}

/**
 * The orders waiting for approval (the shop's own): PedidoApi/Solicitudes lists them (an approver's or an
 * administrator's: the company's; a buyer's: their own), PedidoApi/SolicitudAprobar places one now,
 * PedidoApi/SolicitudRechazar rejects one with the reason the buyer sees.
 */
export function heldOrderRoutes(
  app: App,
  options: ModuleOptions & { outbox?: OrderOutbox | undefined },
  mailing: (request: FastifyRequest) => OrderMailing,
) {
  const { config, db, now, outbox } = options;
  const service = createHeldOrdersService(
    db,
    sqlOrdersRepository,
    { defaultTaxPercent: config.orders.taxPercent, today: () => todayIn(now()), now },
    outbox,
  );
  const kick = () => {
    options.mail?.kick();
    outbox?.kick();
  };
  decisionRoutes(app, service, mailing, kick);
  app.get(
    `/${approvalPaths.list}`,
    {
      onRequest: requireCustomer,
      schema: customerSchema(
        'orders',
        "Orders waiting for approval: an approver's are the company's, a buyer's their own (estado filters)",
        requestsQuery,
        requestsResponse,
      ),
    },
    async (request) => {
      const session = ownCustomer(request, request.query.terceroid);
      const held = await service.list(session, request.query.estado);
      const decides = session.person === null || session.person.role !== 'buyer';
      return { Status: true, Datos: held.map((h) => wireRequest(h, decides)) };
    },
  );
}

/** Approve and reject (approvers and administrators). */
function decisionRoutes(
  app: App,
  service: HeldOrdersService,
  mailing: (request: FastifyRequest) => OrderMailing,
  kick: () => void,
) {
  app.post(
    `/${approvalPaths.approve}`,
    {
      onRequest: requireCustomer,
      schema: customerBodySchema(
        'orders',
        'Approves a waiting order: placed now at the prices and stock of this moment (409 with ErrorDisp when ' +
          'short), the prices that changed answered and told to the buyer; approvers and administrators only',
        approveRequestBody,
        decided(requestApprovedResponse),
      ),
    },
    async (request) => {
      const { placed, changes } = await service.approve(
        sessionOf(request),
        request.body.Solicitudid,
        mailing(request),
      );
      kick();
      return {
        Status: true,
        Msj: placed.message,
        Datos: {
          pedidoid: placed.orderId,
          numero: placed.number,
          cambios: changes.map((c) => ({
            Productoid: c.productId,
            Producto: c.name,
            Antes: toMajor(c.before),
            Ahora: toMajor(c.after),
          })),
        },
      };
    },
  );

  app.post(
    `/${approvalPaths.reject}`,
    {
      onRequest: requireCustomer,
      schema: customerBodySchema(
        'orders',
        'Rejects a waiting order with a reason (shown and mailed to the buyer): nothing is placed',
        rejectRequestBody,
        decided(requestRejectedResponse),
      ),
    },
    async (request) => {
      const { Solicitudid, Motivo } = request.body;
      await service.reject(sessionOf(request), Solicitudid, Motivo, mailing(request).origin);
      kick();
      return { Status: true, Msj: 'Solicitud rechazada', Datos: { solicitudid: Solicitudid } };
    },
  );
}
