import { loginAnswer, paths } from '@mostrador/contract';
import { apiRequest, mapAnswer, toSession } from '../../../lib/api';

/**
 * GET TerceroApi/SesionActual: the session the session cookie names, as the login answers it (with the staff
 * member acting for the customer, when the console opened it). 401 without one.
 */
export function getCurrentSession() {
  return apiRequest(mapAnswer(loginAnswer, toSession), paths.sesionActual);
}
