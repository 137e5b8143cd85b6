import {
  datosDocumentosAnswer,
  facturasAnswer,
  orderPaths,
  type PedidoEstado,
  paths,
  pedidosAnswer,
  type ReportKind,
  recibosAnswer,
  reportLinkAnswer,
} from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  hostUrl,
  type Invoice,
  mapAnswer,
  type Order,
  type Receipt,
  toInvoice,
  toOrder,
  toReceipt,
} from '../../lib/api';
import type { Language } from '../../lib/i18n';

export interface PedidoFilter {
  numero: number | null;
  estado: PedidoEstado | null;
  fechaini: string;
  fechafin: string;
}

const invoicesAnswer = mapAnswer(facturasAnswer, (list) => list.map(toInvoice));
const ordersAnswer = mapAnswer(pedidosAnswer, (list) => list.map(toOrder));
const receiptsAnswer = mapAnswer(recibosAnswer, (list) => list.map(toReceipt));

/**
 * The customer's document counts (for /home), its documents a page at a time (`rows`: the offset) and the
 * signed links to their printable pages.
 */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    facturas: build.query<Invoice[], { terceroid: number; tercerosucid: number | null; rows: number }>({
      queryFn: (params) => apiRequest(invoicesAnswer, paths.facturas, { params }),
      providesTags: ['Document'],
    }),
    pedidos: build.query<Order[], { terceroid: number; filter: PedidoFilter; rows: number }>({
      queryFn: ({ terceroid, filter, rows }) =>
        apiRequest(ordersAnswer, paths.pedidos, {
          params: {
            terceroid,
            fechaini: filter.fechaini,
            fechafin: filter.fechafin,
            numero: filter.numero ?? undefined,
            estado: filter.estado ?? undefined,
            rows,
          },
        }),
      providesTags: ['Document'],
    }),
    recibos: build.query<Receipt[], { terceroid: number; rows: number }>({
      queryFn: (params) => apiRequest(receiptsAnswer, paths.recibos, { params }),
      providesTags: ['Document'],
    }),
    reportLink: build.query<{ Url: string }, { tipo: ReportKind; id: number; lang: Language }>({
      queryFn: (params) => apiRequest(reportLinkAnswer, orderPaths.reportLink, { params }),
    }),
    accountCounts: build.query<
      { Facturas: number; Pedidos: number; Recibos: number; Devoluciones: number; PedidosWeb: number },
      number
    >({
      queryFn: (terceroid) =>
        apiRequest(datosDocumentosAnswer, paths.datosDocumentos, {
          params: { terceroid },
        }),
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useAccountCountsQuery } = accountApi;

export type Page<T> = { items: T[] } | { error: string };

/** Runs one of this file's queries now (fresh, not kept subscribed). */
const fresh = { subscribe: false, forceRefetch: true } as const;

function page<T>(answer: { isSuccess: boolean; data?: T[] | undefined; error?: unknown }): Page<T> {
  if (answer.isSuccess && answer.data) return { items: answer.data };
  const error = answer.error;
  return { error: typeof error === 'object' && error !== null && 'msj' in error ? String(error.msj) : '' };
}

export async function fetchFacturas(
  dispatch: ApiDispatch,
  terceroid: number,
  tercerosucid: number | null,
  rows: number,
): Promise<Page<Invoice>> {
  return page(
    await dispatch(accountApi.endpoints.facturas.initiate({ terceroid, tercerosucid, rows }, fresh)),
  );
}

export async function fetchPedidos(
  dispatch: ApiDispatch,
  terceroid: number,
  filter: PedidoFilter,
  rows: number,
): Promise<Page<Order>> {
  return page(await dispatch(accountApi.endpoints.pedidos.initiate({ terceroid, filter, rows }, fresh)));
}

export async function fetchRecibos(
  dispatch: ApiDispatch,
  terceroid: number,
  rows: number,
): Promise<Page<Receipt>> {
  return page(await dispatch(accountApi.endpoints.recibos.initiate({ terceroid, rows }, fresh)));
}

/** A short-lived signed link to the printable page of a document, in the interface language. */
export async function reportUrl(
  dispatch: ApiDispatch,
  tipo: ReportKind,
  id: number,
  lang: Language,
): Promise<string | null> {
  const answer = await dispatch(accountApi.endpoints.reportLink.initiate({ tipo, id, lang }, fresh));
  return answer.isSuccess ? hostUrl(answer.data.Url) : null;
}
