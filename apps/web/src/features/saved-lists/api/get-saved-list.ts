import { savedListAnswer, savedListPaths } from '@mostrador/contract';
import {
  type ApiDispatch,
  injectQuery,
  type ListWithProducts,
  listParams,
  mapAnswer,
  toListWithProducts,
} from '../../../lib/api';

/** GET ListaApi/Lista: one list with its products now (fetched when the customer loads it). */
const api = injectQuery(
  'getSavedList',
  mapAnswer(savedListAnswer, toListWithProducts),
  savedListPaths.list,
  (list: { customerId: number; listId: number }) => listParams(list.customerId, list.listId),
  { keepUnusedDataFor: 0 },
);

/** One list with its products now, or the server's message. */
export async function fetchSavedList(
  dispatch: ApiDispatch,
  customerId: number,
  listId: number,
): Promise<ListWithProducts | { error: string }> {
  const answer = await dispatch(
    api.endpoints.getSavedList.initiate({ customerId, listId }, { subscribe: false, forceRefetch: true }),
  );
  if (answer.isSuccess) return answer.data;
  return { error: answer.error && 'msj' in answer.error ? answer.error.msj : '' };
}
