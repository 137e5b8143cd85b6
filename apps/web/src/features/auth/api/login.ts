import { loginAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, loginBody, mapAnswer, type Session, toSession } from '../../../lib/api';

/**
 * POST TerceroApi/LoginTercero: the session record (its token, the customer, the price level). The error is
 * `{status: 'FETCH_ERROR'}` when no answer came (the spec's notice 'Por favor verifique la red' has been
 * shown), 429 when throttled, or the refusal of the credentials.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, { user: string; password: string }>({
      queryFn: ({ user, password }) =>
        apiRequest(mapAnswer(loginAnswer, toSession), paths.login, {
          method: 'POST',
          body: loginBody(user, password),
        }),
    }),
  }),
});

export const { useLoginMutation } = api;
