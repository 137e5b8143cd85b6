import { savedListPaths, saveListAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  customerParams,
  type ListLine,
  mapAnswer,
  saveListBody,
  toListId,
} from '../../../lib/api';

const savedAnswer = mapAnswer(saveListAnswer, toListId);

/** POST ListaApi/Guardar: the lines saved as a list of that name (one of the same name is replaced). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveList: build.mutation<{ listId: number }, { customerId: number; name: string; lines: ListLine[] }>({
      queryFn: ({ customerId, name, lines }) =>
        apiRequest(savedAnswer, savedListPaths.save, {
          method: 'POST',
          params: customerParams(customerId),
          body: saveListBody(name, lines),
        }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useSaveListMutation } = api;
