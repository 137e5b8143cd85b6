import {
  IDEMPOTENCY_KEY_HEADER,
  orderPaths,
  type PedidoWebCreateAnonimoBody,
  type PedidoWebCreateBody,
  type PedidoWebCreateResponse,
  pedidoWebCreateResponse,
} from '@mostrador/contract';
import { type Answer, apiRequest, baseApi, type ShortLine, toShortLine } from '../../../lib/api';

export type OrderBody =
  | { kind: 'customer'; body: PedidoWebCreateBody }
  | { kind: 'guest'; body: PedidoWebCreateAnonimoBody };

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
    placeOrder: build.mutation<PlacedOrder, { order: OrderBody; idempotencyKey: string }>({
      queryFn: ({ order, idempotencyKey }) =>
        apiRequest(orderAnswer, order.kind === 'customer' ? orderPaths.create : orderPaths.createGuest, {
          method: 'POST',
          body: order.body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          answers: [409],
        }),
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
