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
  saveListBody,
  toListWithProducts,
} from '../../lib/api';

/** The customer's saved lists (ListaApi). */
const savedListsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One list with its products now (fetched when the customer loads it). */
    savedList: build.query<ListWithProducts, { terceroid: number; listaid: number }>({
      queryFn: async (params) => {
        const answer = await apiRequest(savedListAnswer, savedListPaths.list, { params });
        return answer.error ? { error: answer.error } : { data: toListWithProducts(answer.data) };
      },
      keepUnusedDataFor: 0,
    }),
    savedLists: build.query<SavedListSummary[], number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(savedListsAnswer, savedListPaths.lists, { params: { terceroid } });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
    saveList: build.mutation<{ listaid: number }, { terceroid: number; name: string; lines: ListLine[] }>({
      queryFn: async ({ terceroid, name, lines }) => {
        const answer = await apiRequest(saveListAnswer, savedListPaths.save, {
          method: 'POST',
          params: { terceroid },
          body: saveListBody(name, lines),
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      invalidatesTags: ['Customer'],
    }),
    removeList: build.mutation<{ listaid: number }, { terceroid: number; listaid: number }>({
      queryFn: async (params) => {
        const answer = await apiRequest(removeListAnswer, savedListPaths.remove, {
          method: 'POST',
          params,
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
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
