import { quickOrderPaths, quickOrderSuggestAnswer } from '@mostrador/contract';
import { injectQuery, mapAnswer, suggestionParams, toProductSuggestion } from '../../../lib/api';

/** GET PedidoRapidoApi/Sugerencias: the products whose code or name starts as typed (the type-ahead). */
export const { useGetSuggestionsQuery } = injectQuery(
  'getSuggestions',
  mapAnswer(quickOrderSuggestAnswer, (list) => list.map(toProductSuggestion)),
  quickOrderPaths.suggest,
  suggestionParams,
  { keepUnusedDataFor: 30 },
);
