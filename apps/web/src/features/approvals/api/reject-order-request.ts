import { approvalPaths, requestRejectedAnswer } from '@mostrador/contract';
import { apiRequest, baseApi, mapAnswer, rejectBody } from '../../../lib/api';

const answer = mapAnswer(requestRejectedAnswer, (rejected) => ({ requestId: rejected.solicitudid }));

/** POST PedidoApi/SolicitudRechazar: not placed; the reason is shown and mailed to the buyer. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rejectOrderRequest: build.mutation<{ requestId: number }, { requestId: number; reason: string }>({
      queryFn: ({ requestId, reason }) =>
        apiRequest(answer, approvalPaths.reject, { method: 'POST', body: rejectBody(requestId, reason) }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useRejectOrderRequestMutation } = api;
