import { type Reorder, reorderAnswer, reorderPaths } from '@mostrador/contract';
import { apiRequest, baseApi } from '../../lib/api';

/** A past order's lines with the price then and now (ReordenApi/Lineas). */
const reorderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reorderLines: build.query<Reorder, { terceroid: number; pedidoid: number }>({
      queryFn: async (params) => {
        const answer = await apiRequest(reorderAnswer, reorderPaths.lines, { params });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useReorderLinesQuery } = reorderApi;
