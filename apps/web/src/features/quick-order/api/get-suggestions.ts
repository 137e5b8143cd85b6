import { quickOrderPaths, quickOrderSuggestAnswer, suggestionFields } from '@mostrador/contract';
import { injectQuery, mapAnswer, suggestionParams } from '../../../lib/api';

/** GET PedidoRapidoApi/Sugerencias: the products whose code or name starts as typed (the type-ahead). */
export const { useGetSuggestionsQuery } = injectQuery(
  'getSuggestions',
  mapAnswer(quickOrderSuggestAnswer, (list) => list.map(suggestionFields.fromWire)),
  quickOrderPaths.suggest,
  suggestionParams,
  { keepUnusedDataFor: 30 },
);
