import { savedListAnswer, savedListPaths } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  type ListWithProducts,
  listParams,
  mapAnswer,
  toListWithProducts,
} from '../../../lib/api';

const listWithProductsAnswer = mapAnswer(savedListAnswer, toListWithProducts);

/** GET ListaApi/Lista: one list with its products now (fetched when the customer loads it). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedList: build.query<ListWithProducts, { customerId: number; listId: number }>({
      queryFn: ({ customerId, listId }) =>
        apiRequest(listWithProductsAnswer, savedListPaths.list, { params: listParams(customerId, listId) }),
      keepUnusedDataFor: 0,
    }),
  }),
});

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
