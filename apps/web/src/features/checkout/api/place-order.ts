import {
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
  type PedidoWebCreateAnonimoBody,
  type PedidoWebCreateBody,
  type PedidoWebCreateResponse,
  pedidoWebCreateResponse,
} from '@mostrador/contract';
import {
  type Answer,
  apiRequest,
  baseApi,
  type OrderLineInput,
  orderDetails,
  type ShortLine,
  toShortLine,
} from '../../../lib/api';
import type { GuestForm } from '../guest-fields';

/** An order as the checkout places it: a customer's (to one of its branches) or a guest's. */
export type NewOrder = { note: string; lines: readonly OrderLineInput[] } & (
  | { kind: 'customer'; branch: number }
  | { kind: 'guest'; guest: GuestForm }
);

/** The order's request as the server reads it: the customer's or the guest's body. */
export type OrderRequest =
  | { kind: 'customer'; body: PedidoWebCreateBody }
  | { kind: 'guest'; body: PedidoWebCreateAnonimoBody };

export function toOrderRequest(order: NewOrder): OrderRequest {
  const Detalles = orderDetails(order.lines);
  return order.kind === 'customer'
    ? { kind: 'customer', body: { Tercerosucid: order.branch, Observacion: order.note, Detalles } }
    : { kind: 'guest', body: { ...order.guest, Observacion: order.note, Detalles } };
}

/** What the server answered an order attempt (a refusal or no answer at all is the mutation's error). */
export type PlacedOrder =
  | { kind: 'created'; pedidoid: number; numero: number }
  /** Nothing was created: the short lines, with a colour and size when that size's own stock is short. */
  | { kind: 'stock'; short: ShortLine[] };

/** Both answers of the order POSTs; the 409 shortage is an answer too (the wire's, stored with the key). */
const orderAnswer: Answer<PedidoWebCreateResponse, PlacedOrder> = {
  schema: pedidoWebCreateResponse,
  data: (answer) => {
    if ('ErrorDisp' in answer) return { kind: 'stock', short: answer.ErrorDips.map(toShortLine) };
    if (answer.Status && answer.Datos) return { kind: 'created', ...answer.Datos };
    return undefined;
  },
};

/**
 * POST PedidoApi/PedidoWebCreate (a customer) or PedidoWebCreateAnonimo (a guest) under the attempt's
 * Idempotency-Key (order-attempt.ts): the same key for the same order sent again, so a retry after a lost
 * answer creates nothing twice. The error is `{status: 'FETCH_ERROR'}` when no answer came (the spec's
 * notice 'Por favor verifique la red' has been shown; the attempt may be sent again), or the refusal's `msj`.
 */
export const placeOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<PlacedOrder, { order: NewOrder; idempotencyKey: string }>({
      queryFn: ({ order, idempotencyKey }) => {
        const request = toOrderRequest(order);
        return apiRequest(
          orderAnswer,
          request.kind === 'customer' ? orderPaths.create : orderPaths.createGuest,
          {
            method: 'POST',
            body: request.body,
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
            answers: [409],
          },
        );
      },
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
