import {
  removeListAnswer,
  type SavedListSummary,
  savedListAnswer,
  savedListPaths,
  savedListsAnswer,
  saveListAnswer,
} from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  type ListLine,
  type ListWithProducts,
  mapAnswer,
  saveListBody,
  toListWithProducts,
} from '../../lib/api';

const listWithProductsAnswer = mapAnswer(savedListAnswer, toListWithProducts);

/** The customer's saved lists (ListaApi). */
const savedListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One list with its products now (fetched when the customer loads it). */
    savedList: build.query<ListWithProducts, { terceroid: number; listaid: number }>({
      queryFn: (params) => apiRequest(listWithProductsAnswer, savedListPaths.list, { params }),
      keepUnusedDataFor: 0,
    }),
    savedLists: build.query<SavedListSummary[], number>({
      queryFn: (terceroid) => apiRequest(savedListsAnswer, savedListPaths.lists, { params: { terceroid } }),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    saveList: build.mutation<{ listaid: number }, { terceroid: number; name: string; lines: ListLine[] }>({
      queryFn: ({ terceroid, name, lines }) =>
        apiRequest(saveListAnswer, savedListPaths.save, {
          method: 'POST',
          params: { terceroid },
          body: saveListBody(name, lines),
        }),
      invalidatesTags: ['Customer'],
    }),
    removeList: build.mutation<{ listaid: number }, { terceroid: number; listaid: number }>({
      queryFn: (params) =>
        apiRequest(removeListAnswer, savedListPaths.remove, {
          method: 'POST',
          params,
        }),
      invalidatesTags: ['Customer'],
    }),
  }),
});
export const { useSavedListsQuery, useSaveListMutation, useRemoveListMutation } = savedListsApi;

/** One list with its products now (fetched when the customer loads it). */
export async function fetchSavedList(
  dispatch: ApiDispatch,
  terceroid: number,
  listaid: number,
): Promise<ListWithProducts | { error: string }> {
  const answer = await dispatch(
    savedListsApi.endpoints.savedList.initiate(
      { terceroid, listaid },
      { subscribe: false, forceRefetch: true },
    ),
  );
  if (answer.isSuccess) return answer.data;
  return { error: answer.error && 'msj' in answer.error ? answer.error.msj : '' };
}
