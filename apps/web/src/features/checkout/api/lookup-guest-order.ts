import { orderPaths, pedidoConsultaAnswer, type ReportLanguage } from '@mostrador/contract';
import { apiRequest, baseApi, type GuestOrder, mapAnswer, toGuestOrder } from '../../../lib/api';

const guestOrderAnswer = mapAnswer(pedidoConsultaAnswer, toGuestOrder);

/** A guest's order to look up: its number (`WEB-12` or `12`) and the e-mail or NIT given with it. */
export interface GuestOrderLookup {
  number: string;
  contact: string;
  /** The language of the printable copy. */
  language: ReportLanguage;
}

/**
 * POST PedidoApi/PedidoWebConsultaAnonimo: the order with its lines, totals, delivery and a signed link to its
 * printable copy (valid five minutes), or the error: 404 for anything but a guest's order with that contact,
 * 429 after a few tries a minute.
 */
export const lookupGuestOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookupGuestOrder: build.mutation<GuestOrder, GuestOrderLookup>({
      queryFn: ({ number, contact, language }) =>
        apiRequest(guestOrderAnswer, orderPaths.lookupGuest, {
          method: 'POST',
          body: { Numero: number, Contacto: contact, lang: language },
        }),
    }),
  }),
});

export const { useLookupGuestOrderMutation } = lookupGuestOrderApi;
