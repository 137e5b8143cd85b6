import { accountPaths, accountSummaryAnswer, reportLinkAnswer, statementAnswer } from '@mostrador/contract';
import {
  type AccountFigures,
  type AccountStatement,
  type ApiDispatch,
  apiRequest,
  baseApi,
  hostUrl,
  mapAnswer,
  toAccountFigures,
  toAccountStatement,
} from '../../lib/api';
import type { Language } from '../../lib/i18n';

const accountFiguresAnswer = mapAnswer(accountSummaryAnswer, toAccountFigures);
const accountStatementAnswer = mapAnswer(statementAnswer, toAccountStatement);

/** The account's own endpoints (EstadoCuentaApi): the /home cockpit and the statement. */
const accountCockpitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountSummary: build.query<AccountFigures, number>({
      queryFn: (terceroid) =>
        apiRequest(accountFiguresAnswer, accountPaths.summary, {
          params: { terceroid },
        }),
      providesTags: ['Document'],
      keepUnusedDataFor: 0,
    }),
    accountStatement: build.query<AccountStatement, { terceroid: number; desde: string; hasta: string }>({
      queryFn: (params) => apiRequest(accountStatementAnswer, accountPaths.statement, { params }),
      keepUnusedDataFor: 0,
    }),
    statementLink: build.query<
      { Url: string },
      { terceroid: number; desde: string; hasta: string; lang: Language }
    >({
      queryFn: (params) => apiRequest(reportLinkAnswer, accountPaths.statementLink, { params }),
    }),
  }),
});
export const { useAccountSummaryQuery, useAccountStatementQuery } = accountCockpitApi;

/** A short-lived signed link to the printable statement of a range, in the interface language. */
export async function statementReportUrl(
  dispatch: ApiDispatch,
  params: { terceroid: number; desde: string; hasta: string },
  lang: Language,
): Promise<string | null> {
  const answer = await dispatch(
    accountCockpitApi.endpoints.statementLink.initiate(
      { ...params, lang },
      { subscribe: false, forceRefetch: true },
    ),
  );
  return answer.isSuccess ? hostUrl(answer.data.Url) : null;
}
