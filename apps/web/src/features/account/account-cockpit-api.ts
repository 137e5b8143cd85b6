import {
  type AccountSummary,
  accountPaths,
  accountSummaryAnswer,
  type Statement,
  statementAnswer,
} from '@mostrador/contract';
import { apiRequest, baseApi } from '../../lib/api';

/** The account's own endpoints (EstadoCuentaApi): the /home cockpit and the statement. */
const accountCockpitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSummary: build.query<AccountSummary, number>({
      queryFn: async (terceroid) => {
        const answer = await apiRequest(accountSummaryAnswer, accountPaths.summary, {
          params: { terceroid },
        });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      providesTags: ['Document'],
      keepUnusedDataFor: 0,
    }),
    accountStatement: build.query<Statement, { terceroid: number; desde: string; hasta: string }>({
      queryFn: async (params) => {
        const answer = await apiRequest(statementAnswer, accountPaths.statement, { params });
        return answer.error ? { error: answer.error } : { data: answer.data };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});
export const { useAccountSummaryQuery, useAccountStatementQuery } = accountCockpitApi;
