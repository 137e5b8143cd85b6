import { quickOrderAnswer, quickOrderPaths, quickOrderSuggestAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  mapAnswer,
  type ProductSuggestion,
  type QuickOrderCheck,
  quickOrderBody,
  toProductSuggestion,
  toQuickOrderCheck,
} from '../../lib/api';

const quickOrderCheckAnswer = mapAnswer(quickOrderAnswer, toQuickOrderCheck);
const suggestionsAnswer = mapAnswer(quickOrderSuggestAnswer, (list) => list.map(toProductSuggestion));

/** The quick order's calls: one validation of every row, and the type-ahead. */
const quickOrderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateQuickOrder: build.mutation<QuickOrderCheck, Array<{ code: string; quantity: string }>>({
      queryFn: (rows) =>
        apiRequest(quickOrderCheckAnswer, quickOrderPaths.validate, {
          method: 'POST',
          body: quickOrderBody(rows),
        }),
    }),
    quickOrderSuggestions: build.query<ProductSuggestion[], string>({
      queryFn: (texto) =>
        apiRequest(suggestionsAnswer, quickOrderPaths.suggest, {
          params: { texto },
        }),
      keepUnusedDataFor: 30,
    }),
  }),
});
export const { useValidateQuickOrderMutation, useQuickOrderSuggestionsQuery } = quickOrderApi;
