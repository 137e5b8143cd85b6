import { reorderAnswer, reorderPaths } from '@mostrador/contract';
import { apiRequest, baseApi, mapAnswer, type PastOrder, toPastOrder } from '../../lib/api';

const pastOrderAnswer = mapAnswer(reorderAnswer, toPastOrder);

/** A past order's lines with the price then and now (ReordenApi/Lineas). */
const reorderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reorderLines: build.query<PastOrder, { terceroid: number; pedidoid: number }>({
      queryFn: (params) => apiRequest(pastOrderAnswer, reorderPaths.lines, { params }),
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useReorderLinesQuery } = reorderApi;
