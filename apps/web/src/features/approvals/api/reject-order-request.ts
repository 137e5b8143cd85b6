import { approvalPaths, requestRejectedAnswer } from '@mostrador/contract';
import { injectMutation, mapAnswer, rejectBody } from '../../../lib/api';

/** POST PedidoApi/SolicitudRechazar: not placed; the reason is shown and mailed to the buyer. */
export const { useRejectOrderRequestMutation } = injectMutation(
  'rejectOrderRequest',
  mapAnswer(requestRejectedAnswer, (rejected) => ({ requestId: rejected.solicitudid })),
  approvalPaths.reject,
  (rejection: { requestId: number; reason: string }) => ({
    body: rejectBody(rejection.requestId, rejection.reason),
  }),
  ['Customer'],
);
