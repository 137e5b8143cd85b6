import { paths, type Rates, ratesResponse } from '@mostrador/contract';
import { baseApi } from './base-api';
import { apiRequest } from './http';

const ratesAnswer = { schema: ratesResponse, data: (answer: Rates) => answer.rates };

/** GET MonedaApi/GetTasas?base=<the shop's base currency>: how many units of each currency one of it buys today. */
export const ratesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRates: build.query<Record<string, number>, string>({
      queryFn: (base) => apiRequest(ratesAnswer, paths.tasas, { params: { base } }),
      providesTags: ['Rates'],
    }),
  }),
});
