import { savedListPaths, savedListsAnswer } from '@mostrador/contract';
import { customerParams, injectQuery, mapAnswer, toListSummary } from '../../../lib/api';

/** GET ListaApi/Listas: the customer's saved lists. */
export const { useGetSavedListsQuery } = injectQuery(
  'getSavedLists',
  mapAnswer(savedListsAnswer, (lists) => lists.map(toListSummary)),
  savedListPaths.lists,
  customerParams,
  { providesTags: ['Customer'], keepUnusedDataFor: 0 },
);
