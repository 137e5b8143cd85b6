import { paths, pedidosResponse, wireAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  type Order,
  type OrderFilter,
  type OrderFilterChoices,
  ordersParams,
  toOrder,
  toOrderFilterChoices,
} from '../../../lib/api';
import { failed, fresh, type Page } from '../load-page';

/**
 * A page of orders; `erpMissing`: the ERP could not be asked, only the orders sent from the shop are in it;
 * `choices`: whom and which branch the company's orders can be filtered by (null: a buyer's own list).
 */
const ordersAnswer = wireAnswer(pedidosResponse, (a) => ({
  orders: a.Registros.map(toOrder),
  erpMissing: a.ErpNoDisponible === true,
  choices: a.Filtros ? toOrderFilterChoices(a.Filtros) : null,
}));

/** A page of orders, with the filter's choices the server gave (null: none). */
export type OrdersPage = Page<Order> & { choices?: OrderFilterChoices | null };

/** GET TerceroApi/TerceroGetPedido: a page of the customer's orders that match a filter (`offset`: the rows shown). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<
      { orders: Order[]; erpMissing: boolean; choices: OrderFilterChoices | null },
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
): Promise<OrdersPage> {
  const answer = await dispatch(api.endpoints.getOrders.initiate({ customerId, filter, offset }, fresh));
  if (!answer.isSuccess) return failed(answer.error);
  return { items: answer.data.orders, incomplete: answer.data.erpMissing, choices: answer.data.choices };
}
