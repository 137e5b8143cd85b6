import { removeListAnswer, savedListPaths } from '@mostrador/contract';
import { apiRequest, baseApi, listParams, mapAnswer, toListId } from '../../../lib/api';

const removedAnswer = mapAnswer(removeListAnswer, toListId);

/** POST ListaApi/Eliminar: removes one of the customer's lists. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    removeList: build.mutation<{ listId: number }, { customerId: number; listId: number }>({
      queryFn: ({ customerId, listId }) =>
        apiRequest(removedAnswer, savedListPaths.remove, {
          method: 'POST',
          params: listParams(customerId, listId),
        }),
      invalidatesTags: ['Customer'],
    }),
  }),
});

export const { useRemoveListMutation } = api;
