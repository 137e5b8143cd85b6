import { orderPaths } from '@mostrador/contract';
import { apiRequest, baseApi, type OrderOptions, orderOptionsAnswer } from '../../../lib/api';

/**
 * GET PedidoApi/OpcionesPedido: the delivery methods offered, whether the session's customer must give a
 * purchase-order number, and the earliest delivery date.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderOptions: build.query<OrderOptions, number | null>({
      queryFn: () => apiRequest(orderOptionsAnswer, orderPaths.options),
      providesTags: ['Customer'],
    }),
  }),
});

export const { useGetOrderOptionsQuery } = api;
