import { orderPaths, pedidoConsultaAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type GuestOrder,
  type GuestOrderLookup,
  guestLookupBody,
  mapAnswer,
  toGuestOrder,
} from '../../../lib/api';

const guestOrderAnswer = mapAnswer(pedidoConsultaAnswer, toGuestOrder);

/**
 * POST PedidoApi/PedidoWebConsultaAnonimo: the order with its lines, totals, delivery and a signed link to its
 * printable copy (valid five minutes), or the error: 404 for anything but a guest's order with that contact,
 * 429 after a few tries a minute.
 */
export const lookupGuestOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupGuestOrder: build.mutation<GuestOrder, GuestOrderLookup>({
      queryFn: (lookup) =>
        apiRequest(guestOrderAnswer, orderPaths.lookupGuest, {
          method: 'POST',
          body: guestLookupBody(lookup),
        }),
    }),
  }),
});

export const { useLookupGuestOrderMutation } = lookupGuestOrderApi;
