import {
  getProductosAnswer,
  paths,
  quickOrderAnswer,
  quickOrderPaths,
  quickOrderSuggestAnswer,
} from '@mostrador/contract';
import { choosesSize } from '@mostrador/domain';
import {
  apiRequest,
  baseApi,
  mapAnswer,
  type ProductSuggestion,
  productListParams,
  type QuickOrderCheck,
  quickOrderBody,
  toProduct,
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
    /** Codes of the catalogue's first products in stock, for the sample CSV (its rows then check as valid). */
    sampleCodes: build.query<string[], void>({
      queryFn: async () => {
        const answer = await apiRequest(getProductosAnswer, paths.getProductos, {
          params: productListParams({ pageSize: 12 }),
        });
        if (answer.error) return { error: answer.error };
        const inStock = answer.data
          .map(toProduct)
          // A product in colours and sizes cannot be ordered by its code alone.
          .filter((p) => p.stock > 0 && !choosesSize(p))
          .map((p) => p.code);
        return { data: inStock.slice(0, 3) };
      },
    }),
  }),
});
export const { useValidateQuickOrderMutation, useQuickOrderSuggestionsQuery, useSampleCodesQuery } =
  quickOrderApi;
