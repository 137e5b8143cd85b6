import { paths, type Rates, ratesResponse } from '@mostrador/contract';
import { baseApi } from './base-api';
import { apiRequest } from './http';

const ratesAnswer = { schema: ratesResponse, data: (answer: Rates) => answer.rates };

/** GET MonedaApi/GetTasas (base USD): how many units of each currency one dollar buys today. */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<Record<string, number>, void>({
      queryFn: () => apiRequest(ratesAnswer, paths.tasas, { params: { base: 'USD' } }),
      providesTags: ['Rates'],
    }),
  }),
});
