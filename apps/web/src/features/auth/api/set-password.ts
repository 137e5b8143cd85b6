import { loginAnswer, paths } from '@mostrador/contract';
import { apiRequest, mapAnswer, setPasswordBody, toSession } from '../../../lib/api';

/**
 * POST TerceroApi/EstablecerContrasena: sets the password with the link (once) and logs the customer in (the
 * session cookie, and the login's answer). 410 when the link does not work.
 */
export function setPassword(token: string, password: string) {
  return apiRequest(mapAnswer(loginAnswer, toSession), paths.establecerContrasena, {
    method: 'POST',
    body: setPasswordBody(token, password),
  });
}
