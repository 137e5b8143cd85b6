import { paths, type SuscripcionBody, suscripcionResponse } from '@mostrador/contract';
import { isApiError, postJson } from '../../../lib/api';

export type SubscribeOutcome = 'subscribed' | 'refused' | 'network';

/**
 * Subscribes an address to the offers. A network failure has already shown the spec's notice ('Por favor
 * verifique la red'); a refusal (a malformed address, too many tries) is worded by the caller.
 */
export async function subscribe(body: SuscripcionBody): Promise<SubscribeOutcome> {
  const answer = await postJson(paths.suscripcion, {}, body, suscripcionResponse);
  if (isApiError(answer)) return answer.status === 'FETCH_ERROR' ? 'network' : 'refused';
  return answer.Status ? 'subscribed' : 'refused';
}
