import { quickOrderAnswer, quickOrderPaths, quickOrderSuggestAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  type ProductSuggestion,
  type QuickOrderCheck,
  quickOrderBody,
  toProductSuggestion,
  toQuickOrderCheck,
} from '../../lib/api';

/** The quick order's calls: one validation of every row, and the type-ahead. */
const quickOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuickOrder: build.mutation<QuickOrderCheck, Array<{ code: string; quantity: string }>>({
      queryFn: async (rows) => {
        const answer = await apiRequest(quickOrderAnswer, quickOrderPaths.validate, {
          method: 'POST',
          body: quickOrderBody(rows),
        });
        return answer.error ? { error: answer.error } : { data: toQuickOrderCheck(answer.data) };
      },
    }),
    quickOrderSuggestions: build.query<ProductSuggestion[], string>({
      queryFn: async (texto) => {
        const answer = await apiRequest(quickOrderSuggestAnswer, quickOrderPaths.suggest, {
          params: { texto },
        });
        return answer.error ? { error: answer.error } : { data: answer.data.map(toProductSuggestion) };
      },
      keepUnusedDataFor: 30,
    }),
  }),
});
export const { useValidateQuickOrderMutation, useQuickOrderSuggestionsQuery } = quickOrderApi;
