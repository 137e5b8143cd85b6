import { approvalPaths, requestApprovedAnswer } from '@mostrador/contract';
import { approveBody, injectMutation, mapAnswer } from '../../../lib/api';

/** POST PedidoApi/SolicitudAprobar: the order is placed now, at this moment's prices and stock. */
export const { useApproveOrderRequestMutation } = injectMutation(
  'approveOrderRequest',
  mapAnswer(requestApprovedAnswer, (placed) => ({ orderNumber: placed.numero })),
  approvalPaths.approve,
  (requestId: number) => ({ body: approveBody(requestId) }),
  ['Customer'],
);
