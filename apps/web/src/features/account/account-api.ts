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
import { apiRequest, baseApi, hostUrl } from '../../lib/api';
import type { Language } from '../../lib/i18n';

/** The customer's document counts (for /home). */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountCounts: build.query<
      { Facturas: number; Pedidos: number; Recibos: number; Devoluciones: number; PedidosWeb: number },
      number
    >({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(datosDocumentosAnswer, paths.datosDocumentos, {
          params: { terceroid },
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useAccountCountsQuery } = accountApi;

export type Page<T> = { items: T[] } | { error: string };

async function page<T>(run: () => Promise<{ data?: T[]; error?: { msj: string } }>): Promise<Page<T>> {
  const answer = await run();
  return answer.data ? { items: answer.data } : { error: answer.error?.msj ?? '' };
}

export function fetchFacturas(
  terceroid: number,
  tercerosucid: number | null,
  rows: number,
): Promise<Page<Factura>> {
  return page(async () => {
    const a = await apiRequest(facturasAnswer, paths.facturas, {
      params: { terceroid, tercerosucid, rows },
    });
    return a.error ? { error: a.error } : { data: a.data };
  });
}

export interface PedidoFilter {
  numero: number | null;
  estado: PedidoEstado | null;
  fechaini: string;
  fechafin: string;
}

export function fetchPedidos(terceroid: number, filter: PedidoFilter, rows: number): Promise<Page<Pedido>> {
  return page(async () => {
    const a = await apiRequest(pedidosAnswer, paths.pedidos, {
      params: {
        terceroid,
        fechaini: filter.fechaini,
        fechafin: filter.fechafin,
        numero: filter.numero ?? undefined,
        estado: filter.estado ?? undefined,
        rows,
      },
    });
    return a.error ? { error: a.error } : { data: a.data };
  });
}

export function fetchRecibos(terceroid: number, rows: number): Promise<Page<Recibo>> {
  return page(async () => {
    const a = await apiRequest(recibosAnswer, paths.recibos, { params: { terceroid, rows } });
    return a.error ? { error: a.error } : { data: a.data };
  });
}

/** A short-lived signed link to the printable page of a document, in the interface language. */
export async function reportUrl(tipo: ReportKind, id: number, lang: Language): Promise<string | null> {
  const answer = await apiRequest(reportLinkAnswer, orderPaths.reportLink, { params: { tipo, id, lang } });
  return answer.data ? hostUrl(answer.data.Url) : null;
}
