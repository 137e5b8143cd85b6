import { quickOrderPaths, quickOrderSuggestAnswer } from '@mostrador/contract';
import {
  apiRequest,
  baseApi,
  mapAnswer,
  type ProductSuggestion,
  suggestionParams,
  toProductSuggestion,
} from '../../../lib/api';

const suggestionsAnswer = mapAnswer(quickOrderSuggestAnswer, (list) => list.map(toProductSuggestion));

/** GET PedidoRapidoApi/Sugerencias: the products whose code or name starts as typed (the type-ahead). */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<ProductSuggestion[], string>({
      queryFn: (text) =>
        apiRequest(suggestionsAnswer, quickOrderPaths.suggest, { params: suggestionParams(text) }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetSuggestionsQuery } = api;
