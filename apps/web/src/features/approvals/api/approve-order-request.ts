import { approvalPaths, requestApprovedAnswer } from '@mostrador/contract';
import { apiRequest, approveBody, baseApi, mapAnswer } from '../../../lib/api';

const answer = mapAnswer(requestApprovedAnswer, (placed) => ({ orderNumber: placed.numero }));

/** POST PedidoApi/SolicitudAprobar: the order is placed now, at this moment's prices and stock. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    approveOrderRequest: build.mutation<{ orderNumber: number }, number>({
      queryFn: (requestId) =>
        apiRequest(answer, approvalPaths.approve, { method: 'POST', body: approveBody(requestId) }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useApproveOrderRequestMutation } = api;
