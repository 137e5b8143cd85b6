import { savedListPaths, savedListsAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  customerParams,
  type ListSummary,
  mapAnswer,
  toListSummary,
} from '../../../lib/api';

const listsAnswer = mapAnswer(savedListsAnswer, (lists) => lists.map(toListSummary));

/** GET ListaApi/Listas: the customer's saved lists. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSavedLists: build.query<ListSummary[], number>({
      queryFn: (customerId) =>
        apiRequest(listsAnswer, savedListPaths.lists, { params: customerParams(customerId) }),
      providesTags: ['Customer'],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetSavedListsQuery } = api;
