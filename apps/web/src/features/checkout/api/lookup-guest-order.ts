import { orderPaths, pedidoConsultaAnswer } from '@mostrador/contract';
import {
  type GuestOrderLookup,
  guestLookupBody,
  injectMutation,
  mapAnswer,
  toGuestOrder,
} from '../../../lib/api';

/**
 * POST PedidoApi/PedidoWebConsultaAnonimo: the order with its lines, totals, delivery and a signed link to its
 * printable copy (valid five minutes), or the error: 404 for anything but a guest's order with that contact,
 * 429 after a few tries a minute.
 */
export const lookupGuestOrderApi = injectMutation(
  'lookupGuestOrder',
  mapAnswer(pedidoConsultaAnswer, toGuestOrder),
  orderPaths.lookupGuest,
  (lookup: GuestOrderLookup) => ({ body: guestLookupBody(lookup) }),
);

export const { useLookupGuestOrderMutation } = lookupGuestOrderApi;
