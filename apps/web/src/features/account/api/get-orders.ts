import { paths, pedidosResponse, wireAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  type Order,
  type OrderFilter,
  ordersParams,
  toOrder,
} from '../../../lib/api';
import { failed, fresh, type Page } from '../load-page';

/** A page of orders; `erpMissing`: the ERP could not be asked, only the orders sent from the shop are in it. */
const ordersAnswer = wireAnswer(pedidosResponse, (a) => ({
  orders: a.Registros.map(toOrder),
  erpMissing: a.ErpNoDisponible === true,
}));

/** GET TerceroApi/TerceroGetPedido: a page of the customer's orders that match a filter (`offset`: the rows shown). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<
      { orders: Order[]; erpMissing: boolean },
      { customerId: number; filter: OrderFilter; offset: number }
    >({
      queryFn: ({ customerId, filter, offset }) =>
        apiRequest(ordersAnswer, paths.pedidos, { params: ordersParams(customerId, filter, offset) }),
      providesTags: ['Document'],
    }),
  }),
});

export async function fetchOrders(
  dispatch: ApiDispatch,
  customerId: number,
  filter: OrderFilter,
  offset: number,
): Promise<Page<Order>> {
  const answer = await dispatch(api.endpoints.getOrders.initiate({ customerId, filter, offset }, fresh));
  if (!answer.isSuccess) return failed(answer.error);
  return { items: answer.data.orders, incomplete: answer.data.erpMissing };
}
