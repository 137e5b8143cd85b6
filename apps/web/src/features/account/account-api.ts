import {
  datosDocumentosAnswer,
  type Factura,
  facturasAnswer,
  orderPaths,
  type Pedido,
  type PedidoEstado,
  paths,
  pedidosAnswer,
  type Recibo,
  type ReportKind,
  recibosAnswer,
  reportLinkAnswer,
} from '@mostrador/contract';
import { type ApiDispatch, apiRequest, baseApi, hostUrl } from '../../lib/api';
import type { Language } from '../../lib/i18n';

export interface PedidoFilter {
  numero: number | null;
  estado: PedidoEstado | null;
  fechaini: string;
  fechafin: string;
}

/**
 * The customer's document counts (for /home), its documents a page at a time (`rows`: the offset) and the
 * signed links to their printable pages.
 */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    facturas: build.query<Factura[], { terceroid: number; tercerosucid: number | null; rows: number }>({
      queryFn: (params) => apiRequest(facturasAnswer, paths.facturas, { params }),
      providesTags: ['Document'],
    }),
    pedidos: build.query<Pedido[], { terceroid: number; filter: PedidoFilter; rows: number }>({
      queryFn: ({ terceroid, filter, rows }) =>
        apiRequest(pedidosAnswer, paths.pedidos, {
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
    recibos: build.query<Recibo[], { terceroid: number; rows: number }>({
      queryFn: (params) => apiRequest(recibosAnswer, paths.recibos, { params }),
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
): Promise<Page<Factura>> {
  return page(
    await dispatch(accountApi.endpoints.facturas.initiate({ terceroid, tercerosucid, rows }, fresh)),
  );
}

export async function fetchPedidos(
  dispatch: ApiDispatch,
  terceroid: number,
  filter: PedidoFilter,
  rows: number,
): Promise<Page<Pedido>> {
  return page(await dispatch(accountApi.endpoints.pedidos.initiate({ terceroid, filter, rows }, fresh)));
}

export async function fetchRecibos(
  dispatch: ApiDispatch,
  terceroid: number,
  rows: number,
): Promise<Page<Recibo>> {
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
