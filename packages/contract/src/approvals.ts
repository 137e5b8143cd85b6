// Orders of a buyer that wait for approval (the shop's own endpoints, docs/decisions/0040-people-of-a-customer.md):
// an order above a buyer's limit is answered 202 `{Status: true, Msj, EsperaAprobacion: true, Datos: {solicitudid,
// total}}` and not placed; approvers (and administrators) list what waits, approve (placed then, at that moment's
// prices and stock) or reject with a reason; a buyer lists their own requests and sees why one was rejected.
import { z as zod } from 'zod/mini';
import { terceroQuery } from './customer';
import { deferred } from './deferred';
import { envelope, wireAnswer } from './envelope';
import { pedidoCreado, pedidoCreadoResponse, pedidoSinExistencias } from './orders';
import { bodyInt, queryWith } from './query';
import { requiredText } from './text';

export const approvalPaths = {
  list: 'PedidoApi/Solicitudes',
  approve: 'PedidoApi/SolicitudAprobar',
  reject: 'PedidoApi/SolicitudRechazar',
} as const;

/** What an order above a buyer's limit answers (HTTP 202): a request waiting for approval, not an order. */
export const pedidoRetenidoResponse = deferred(() =>
  zod.object({
    Status: zod.literal(true),
    Msj: zod.string(),
    EsperaAprobacion: zod.literal(true),
    Datos: zod.object({
      solicitudid: zod.int(),
      /** The total as priced now (major units); the approval prices it again. */
      total: zod.number(),
      /** Which limit it passed: the order's own or the month's. */
      limite: zod.enum(['order', 'month']),
    }),
  }),
);
export type PedidoRetenido = zod.infer<typeof pedidoRetenidoResponse>;

export const requestStates = ['waiting', 'approved', 'rejected'] as const;
export type RequestState = (typeof requestStates)[number];

/** GET PedidoApi/Solicitudes: an approver's list is the company's, a buyer's their own; `estado` filters. */
export const requestsQuery = deferred(() =>
  queryWith(terceroQuery, {
    estado: zod.optional(zod.enum(requestStates, { error: 'estado debe ser waiting, approved o rejected' })),
  }),
);
export type RequestsQuery = zod.input<typeof requestsQuery>;

export const requestLine = deferred(() =>
  zod.object({
    Productoid: zod.int(),
    Producto: zod.string(),
    Cantidad: zod.int(),
    /** The unit price when asked (major units). */
    Precio: zod.number(),
    Observacion: zod.string(),
    Color: zod.string(),
    Talla: zod.string(),
  }),
);

/** A price that changed between the request and its approval (major units). */
export const priceChange = deferred(() =>
  zod.object({ Productoid: zod.int(), Producto: zod.string(), Antes: zod.number(), Ahora: zod.number() }),
);

export const orderRequest = deferred(() =>
  zod.object({
    solicitudid: zod.int(),
    fecha: zod.string(),
    personaid: zod.int(),
    persona: zod.string(),
    tercerosucid: zod.int(),
    sucursal: zod.string(),
    observacion: zod.string(),
    total: zod.number(),
    limite: zod.enum(['order', 'month']),
    estado: zod.enum(requestStates),
    /** Who decided ('' while it waits) and when (null while it waits). */
    decidio: zod.string(),
    fecha_decision: zod.nullable(zod.string()),
    /** Why it was rejected ('' otherwise). */
    motivo: zod.string(),
    /** The order an approval placed (null otherwise), `WEB-<numero>`. */
    pedidoid: zod.nullable(zod.int()),
    numero: zod.nullable(zod.int()),
    cambios: zod.array(priceChange),
    lineas: zod.array(requestLine),
    /** Whether the asker may approve or reject it (an approver or administrator, while it waits). */
    puede_decidir: zod.boolean(),
  }),
);
export type OrderRequest = zod.infer<typeof orderRequest>;
export const requestsResponse = deferred(() => envelope(zod.array(orderRequest)));
export const requestsAnswer = wireAnswer(requestsResponse, (a) => a.Datos);

/** POST PedidoApi/SolicitudAprobar. */
export const approveRequestBody = deferred(() => zod.object({ Solicitudid: bodyInt('Solicitudid') }));
export type ApproveRequestBody = zod.input<typeof approveRequestBody>;

/** POST PedidoApi/SolicitudRechazar: the reason is shown to the buyer. */
export const rejectRequestBody = deferred(() =>
  zod.object({ Solicitudid: bodyInt('Solicitudid'), Motivo: requiredText(500, 'Motivo') }),
);
export type RejectRequestBody = zod.input<typeof rejectRequestBody>;

/** An approval's answer: the order placed (its id and number) and the prices that changed. */
export const requestApprovedResponse = deferred(() =>
  envelope(zod.extend(pedidoCreado, { cambios: zod.array(priceChange) })),
);
export const requestApprovedAnswer = wireAnswer(requestApprovedResponse, (a) => a.Datos);
export const requestRejectedResponse = deferred(() => envelope(zod.object({ solicitudid: zod.int() })));
export const requestRejectedAnswer = wireAnswer(requestRejectedResponse, (a) => a.Datos);

/** Every answer of a customer's order POST as the storefront reads it: short of stock, held, or created. */
export const orderOrRequestResponse = deferred(() =>
  zod.union([pedidoSinExistencias, pedidoRetenidoResponse, pedidoCreadoResponse]),
);
export type OrderOrRequestResponse = zod.infer<typeof orderOrRequestResponse>;
