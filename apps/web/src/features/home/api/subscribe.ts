import { paths, type SuscripcionBody, suscripcionAnswer } from '@mostrador/contract';
import { apiRequest, baseApi } from '../../../lib/api';

/**
 * POST BoletinApi/SuscripcionCreate: subscribes an address to the offers; the answer is the same for a new
 * address and a known one (it tells no one who is subscribed): the address. The error is
 * `{status: 'FETCH_ERROR'}` when no answer came (the spec's notice 'Por favor verifique la red' has been
 * shown), or a refusal (a malformed address, too many tries), worded by the caller.
 */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<{ Email: string }, SuscripcionBody>({
      queryFn: (body) => apiRequest(suscripcionAnswer, paths.suscripcion, { method: 'POST', body }),
    }),
  }),
});

export const { useSubscribeMutation } = api;
