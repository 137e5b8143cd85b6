import { reorderAnswer, reorderPaths } from '@mostrador/contract';
import { apiRequest, baseApi, mapAnswer, type PastOrder, toPastOrder } from '../../lib/api';

const pastOrderAnswer = mapAnswer(reorderAnswer, toPastOrder);

/** What to order again: one of the customer's orders, or one of its invoices. */
export type ReorderSource = { pedidoid: number } | { facturaid: number };

/** A past order's or invoice's lines with the price then and now (ReordenApi/Lineas). */
const reorderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reorderLines: build.query<PastOrder, { terceroid: number } & ReorderSource>({
      queryFn: (params) => apiRequest(pastOrderAnswer, reorderPaths.lines, { params }),
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useReorderLinesQuery } = reorderApi;
