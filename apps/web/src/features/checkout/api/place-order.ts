import { IDEMPOTENCY_KEY_HEADER, orderPaths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type NewOrder,
  orderRequest,
  type PlacedOrder,
  placedOrderAnswer,
} from '../../../lib/api';

export type { NewOrder, PlacedOrder } from '../../../lib/api';

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
        const request = orderRequest(order);
        return apiRequest(
          placedOrderAnswer,
          request.kind === 'customer' ? orderPaths.create : orderPaths.createGuest,
          {
            method: 'POST',
            body: request.body,
            headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
            answers: [409, 202],
          },
        );
      },
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
