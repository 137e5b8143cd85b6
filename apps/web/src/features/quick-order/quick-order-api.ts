import {
  type QuickOrderResult,
  type QuickOrderSuggestion,
  quickOrderAnswer,
  quickOrderPaths,
  quickOrderSuggestAnswer,
} from '@mostrador/contract';
import { apiRequest, baseApi } from '../../lib/api';

/** The quick order's calls: one validation of every row, and the type-ahead. */
const quickOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuickOrder: build.mutation<QuickOrderResult, Array<{ Codigo: string; Cantidad: string }>>({
      queryFn: async (Filas) => {
        const answer = await apiRequest(quickOrderAnswer, quickOrderPaths.validate, {
          method: 'POST',
          body: { Filas },
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
    }),
    quickOrderSuggestions: build.query<QuickOrderSuggestion[], string>({
      queryFn: async (texto) => {
        const answer = await apiRequest(quickOrderSuggestAnswer, quickOrderPaths.suggest, {
          params: { texto },
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      keepUnusedDataFor: 30,
    }),
  }),
});
export const { useValidateQuickOrderMutation, useQuickOrderSuggestionsQuery } = quickOrderApi;
