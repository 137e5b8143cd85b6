import {
  datosDocumentosAnswer,
  facturasAnswer,
  orderPaths,
  type PedidoEstado,
  paths,
  pedidosResponse,
  type ReportKind,
  recibosAnswer,
  reportLinkAnswer,
  wireAnswer,
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
/** A page of orders; `erpMissing`: the ERP could not be asked, only the orders sent from the shop are in it. */
const ordersAnswer = wireAnswer(pedidosResponse, (a) => ({
  orders: a.Registros.map(toOrder),
  erpMissing: a.ErpNoDisponible === true,
}));
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
    pedidos: build.query<
      { orders: Order[]; erpMissing: boolean },
      { terceroid: number; filter: PedidoFilter; rows: number }
    >({
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
    reportLink: build.query<
      { Url: string },
      { tipo: ReportKind; id: number; lang: Language; solo_erp?: true }
    >({
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

/**
 * Why a list or a figure could not be read: the server could not ask the ERP now ('unavailable', its 503: try
 * again in a few minutes), or any other failure.
 */
export type LoadError = 'unavailable' | 'failed';

export function loadErrorOf(error: unknown): LoadError {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
    ? 'unavailable'
    : 'failed';
}

/** A page of a list; `incomplete`: some of the list's documents could not be read (the ERP's, while it is down). */
export type Page<T> = { items: T[]; incomplete?: boolean } | { error: LoadError };

/** Runs one of this file's queries now (fresh, not kept subscribed). */
const fresh = { subscribe: false, forceRefetch: true } as const;

/** A failed page: why. */
function failed(error: unknown): { error: LoadError } {
  return { error: loadErrorOf(error) };
}

function page<T>(answer: { isSuccess: boolean; data?: T[] | undefined; error?: unknown }): Page<T> {
  return answer.isSuccess && answer.data ? { items: answer.data } : failed(answer.error);
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
  const answer = await dispatch(accountApi.endpoints.pedidos.initiate({ terceroid, filter, rows }, fresh));
  if (!answer.isSuccess) return failed(answer.error);
  return { items: answer.data.orders, incomplete: answer.data.erpMissing };
}

export async function fetchRecibos(
  dispatch: ApiDispatch,
  terceroid: number,
  rows: number,
): Promise<Page<Receipt>> {
  return page(await dispatch(accountApi.endpoints.recibos.initiate({ terceroid, rows }, fresh)));
}

/** A document to print: its kind and id, and whether it is one the ERP has and the shop does not. */
export interface PrintableDocument {
  kind: ReportKind;
  id: number;
  erpOnly?: boolean;
}

/** A short-lived signed link to the printable page of a document, in the interface language. */
export async function reportUrl(
  dispatch: ApiDispatch,
  { kind, id, erpOnly }: PrintableDocument,
  lang: Language,
): Promise<string | null> {
  const params = { tipo: kind, id, lang, ...(erpOnly ? { solo_erp: true as const } : {}) };
  const answer = await dispatch(accountApi.endpoints.reportLink.initiate(params, fresh));
  return answer.isSuccess ? hostUrl(answer.data.Url) : null;
}
