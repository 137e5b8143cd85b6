import { orderPaths, pedidoConsultaCorreoResponse } from '@mostrador/contract';
import { type Answer, apiRequest, guestOrdersMailBody } from '../../../lib/api';

const asked: Answer<{ Status: boolean }, true> = { schema: pedidoConsultaCorreoResponse, data: () => true };

/**
 * POST PedidoApi/PedidoWebConsultaAnonimoCorreo: the guest's orders placed with this e-mail are mailed to it
 * (the same answer whether or not there are any); 429 after a few a minute.
 */
export function mailGuestOrders(email: string) {
  return apiRequest(asked, orderPaths.mailGuestOrders, { method: 'POST', body: guestOrdersMailBody(email) });
}
