import { loginAnswer, paths } from '@mostrador/contract';
import { apiRequest, baseApi, mapAnswer, type Session, toSession } from '../../../lib/api';

/**
 * POST TerceroApi/LoginTercero: the session record (its token, the customer, the price level). The error is
 * `{status: 'FETCH_ERROR'}` when no answer came (the spec's notice 'Por favor verifique la red' has been
 * shown), 429 when throttled, or the refusal of the credentials.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, { usuario: string; contrasena: string }>({
      queryFn: (body) => apiRequest(mapAnswer(loginAnswer, toSession), paths.login, { method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = api;
