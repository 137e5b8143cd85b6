import { paths, recuperarContrasenaResponse } from '@mostrador/contract';
import { type Answer, apiRequest, passwordResetBody } from '../../../lib/api';

const asked: Answer<{ Status: boolean }, true> = { schema: recuperarContrasenaResponse, data: () => true };

/**
 * POST TerceroApi/RecuperarContrasena: a single-use link to set a new password is mailed to the account's
 * e-mail. The answer is the same whether or not the account exists.
 */
export function requestPasswordReset(userOrEmail: string) {
  return apiRequest(asked, paths.recuperarContrasena, {
    method: 'POST',
    body: passwordResetBody(userOrEmail),
  });
}
