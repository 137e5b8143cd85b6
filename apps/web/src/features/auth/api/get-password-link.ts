import { type EnlaceContrasena, enlaceContrasenaResponse, paths } from '@mostrador/contract';
import { type Answer, apiRequest, type PasswordLink, toPasswordLink } from '../../../lib/api';

export type { PasswordLink };

const link: Answer<EnlaceContrasena, PasswordLink> = {
  schema: enlaceContrasenaResponse,
  data: toPasswordLink,
};

/** POST TerceroApi/EnlaceContrasena: the link's account while it works (410 when it does not). */
export function getPasswordLink(token: string) {
  return apiRequest(link, paths.enlaceContrasena, { method: 'POST', body: { token }, quiet: true });
}
