import { logoutResponse, paths } from '@mostrador/contract';
import { type Answer, apiRequest, baseApi } from '../../../lib/api';

const endedAnswer: Answer<{ Status: boolean }, true> = { schema: logoutResponse, data: () => true };

/**
 * POST TerceroApi/Logout: ends the session of the bearer token and of the cookie on the server. The call
 * takes the token when it starts (synchronously, in `dispatch`), so the caller may forget it right after.
 */
export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<true, void>({
      queryFn: () => apiRequest(endedAnswer, paths.logout, { method: 'POST', body: {} }),
    }),
  }),
});
