import { logoutResponse, paths } from '@mostrador/contract';
import { type Answer, apiRequest } from '../../../lib/api';

const endedAnswer: Answer<{ Status: boolean }, true> = { schema: logoutResponse, data: () => true };

/**
 * POST TerceroApi/Logout: ends the session of the cookie on the server (and drops the cookie). A plain call,
 * not a query of the store: a logout resets the store's API state right after it starts, which would abort
 * an endpoint's call and lose its answer (the request itself goes on).
 */
export function postLogout(options: { quiet?: boolean } = {}) {
  return apiRequest(endedAnswer, paths.logout, { method: 'POST', body: {}, ...options });
}
