import { z as zod } from 'zod/mini';
import { deferred } from '../deferred';
import { pedidoEstados } from '../documents';
import { queryDate, queryText } from '../query';
import { note } from '../text';
import { okWith } from './answer';
import { listPage, sortedPageFields } from './list-query';

/**
 * A web order's states, in the order an order goes through them; `anulado` (cancelled) ends it early: the
 * storefront's order states (`estado`), the same codes.
 */
export const orderStates = pedidoEstados;
export type OrderState = (typeof orderStates)[number];
export const orderState = deferred(() => zod.enum(orderStates, { error: 'estado desconocido' }));

/** The states staff may move an order to, from each state. */
export const nextStates: Record<OrderState, readonly OrderState[]> = {
  pendiente: ['aprobado', 'anulado'],
  aprobado: ['despachado', 'anulado'],
  despachado: ['entregado'],
  entregado: [],
  facturado: [],
  anulado: [],
};

export const orderSorts = ['date', 'number', 'customer', 'total', 'state'] as const;
export type OrderSort = (typeof orderSorts)[number];

export const orderInboxQuery = deferred(() =>
  zod.object({
    state: zod.optional(orderState),
    from: queryDate(),
    to: queryDate(),
    /** The customer's or guest's name or NIT (part of it). */
    customer: queryText(100),
    /** The order's number (`WEB-12` or `12`). */
    number: queryText(30),
    /** Any of the above, and the note. */
    q: queryText(100),
    ...sortedPageFields(orderSorts),
  }),
);
export type OrderInboxQuery = zod.input<typeof orderInboxQuery>;

/** Where a web order stands with the ERP (ERP mode only). */
export const erpDelivery = deferred(() =>
  zod.object({
    state: zod.enum(['pendiente', 'enviado', 'rechazado']),
    tries: zod.int(),
    lastError: zod.nullable(zod.string()),
    nextTry: zod.nullable(zod.string()),
    /** The ERP's own order number once it has the order. */
    erpNumber: zod.nullable(zod.int()),
    /** The lines the ERP was short of when it refused for stock. */
    short: zod.array(zod.object({ productId: zod.int(), requested: zod.number(), available: zod.number() })),
  }),
);
export type ErpDelivery = zod.infer<typeof erpDelivery>;

export const inboxOrder = deferred(() =>
  zod.object({
    id: zod.int(),
    number: zod.string(),
    /** ISO timestamp. */
    date: zod.string(),
    customer: zod.string(),
    guest: zod.boolean(),
    lines: zod.int(),
    /** Integer minor units (cents). */
    total: zod.int(),
    state: orderState,
    erp: zod.nullable(erpDelivery),
  }),
);
export type InboxOrder = zod.infer<typeof inboxOrder>;
export const orderInboxResponse = deferred(() => listPage('orders', inboxOrder, { erpMode: zod.boolean() }));

export const orderDetail = deferred(() =>
  zod.extend(inboxOrder, {
    note: zod.string(),
    cancelReason: zod.nullable(zod.string()),
    /** The staff member who placed it acting for the customer (decision 0041), or null. */
    placedBy: zod.nullable(zod.object({ user: zod.string(), name: zod.string() })),
    subtotal: zod.int(),
    tax: zod.int(),
    contact: zod.object({
      customerId: zod.nullable(zod.int()),
      name: zod.string(),
      nit: zod.string(),
      phone: zod.string(),
      email: zod.string(),
      address: zod.string(),
      city: zod.string(),
    }),
    items: zod.array(
      zod.object({
        productId: zod.int(),
        code: zod.string(),
        name: zod.string(),
        color: zod.string(),
        size: zod.string(),
        quantity: zod.int(),
        price: zod.int(),
        subtotal: zod.int(),
      }),
    ),
    nextStates: zod.array(orderState),
  }),
);
export type OrderDetail = zod.infer<typeof orderDetail>;
export const orderDetailResponse = deferred(() => okWith({ order: orderDetail }));

export const orderStateBody = deferred(() =>
  zod.object({ state: orderState, reason: note(300, 'el motivo') }),
);
export type OrderStateBody = zod.input<typeof orderStateBody>;
