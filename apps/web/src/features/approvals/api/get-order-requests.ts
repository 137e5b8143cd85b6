import { approvalPaths, requestsAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type HeldRequest,
  mapAnswer,
  requestsParams,
  toHeldRequest,
} from '../../../lib/api';

const answer = mapAnswer(requestsAnswer, (list) => list.map(toHeldRequest));

/** GET PedidoApi/Solicitudes: an approver's are the company's, a buyer's their own. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderRequests: build.query<HeldRequest[], number>({
      queryFn: (customerId) => apiRequest(answer, approvalPaths.list, { params: requestsParams(customerId) }),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetOrderRequestsQuery } = api;
