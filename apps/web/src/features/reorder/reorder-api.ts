import { reorderAnswer, reorderPaths } from '@mostrador/contract';
import { apiRequest, baseApi, type PastOrder, toPastOrder } from '../../lib/api';

/** A past order's lines with the price then and now (ReordenApi/Lineas). */
const reorderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reorderLines: build.query<PastOrder, { terceroid: number; pedidoid: number }>({
      queryFn: async (params) => {
        const answer = await apiRequest(reorderAnswer, reorderPaths.lines, { params });
        return answer.error ? { error: answer.error } : { data: toPastOrder(answer.data) };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useReorderLinesQuery } = reorderApi;
