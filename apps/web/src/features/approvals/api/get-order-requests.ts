import { approvalPaths, requestsAnswer } from '@mostrador/contract';
import { injectQuery, mapAnswer, requestsParams, toHeldRequest } from '../../../lib/api';

/** GET PedidoApi/Solicitudes: an approver's are the company's, a buyer's their own. */
export const { useGetOrderRequestsQuery } = injectQuery(
  'getOrderRequests',
  mapAnswer(requestsAnswer, (list) => list.map(toHeldRequest)),
  approvalPaths.list,
  requestsParams,
  { providesTags: ['Customer'], keepUnusedDataFor: 0 },
);
