import { reorderAnswer, reorderPaths } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  mapAnswer,
  type PastOrder,
  type ReorderSource,
  reorderParams,
  toPastOrder,
} from '../../../lib/api';

const pastOrderAnswer = mapAnswer(reorderAnswer, toPastOrder);

/** GET ReordenApi/Lineas: a past order's or invoice's lines with the price then and now. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReorderLines: build.query<PastOrder, { customerId: number; source: ReorderSource }>({
      queryFn: ({ customerId, source }) =>
        apiRequest(pastOrderAnswer, reorderPaths.lines, { params: reorderParams(customerId, source) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetReorderLinesQuery } = api;
