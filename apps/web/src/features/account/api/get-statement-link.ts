import { accountPaths, reportLinkAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  hostUrl,
  type StatementRange,
  statementLinkParams,
} from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { fresh } from '../load-page';

/** GET EstadoCuentaApi/ExtractoEnlace: a short-lived signed link to the printable statement of a range. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getStatementLink: build.query<
      { Url: string },
      { customerId: number; range: StatementRange; language: Language }
    >({
      queryFn: ({ customerId, range, language }) =>
        apiRequest(reportLinkAnswer, accountPaths.statementLink, {
          params: statementLinkParams(customerId, range, language),
        }),
    }),
  }),
});

/** A short-lived signed link to the printable statement of a range, in the interface language. */
export async function statementReportUrl(
  dispatch: ApiDispatch,
  customerId: number,
  range: StatementRange,
  language: Language,
): Promise<string | null> {
  const answer = await dispatch(
    api.endpoints.getStatementLink.initiate({ customerId, range, language }, fresh),
  );
  return answer.isSuccess ? hostUrl(answer.data.Url) : null;
}
