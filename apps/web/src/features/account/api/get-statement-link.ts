import { accountPaths, reportLinkAnswer } from '@mostrador/contract';
import { type ApiDispatch, injectQuery, type StatementRange, statementLinkParams } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { fresh, linkUrl } from '../load-page';

/** GET EstadoCuentaApi/ExtractoEnlace: a short-lived signed link to the printable statement of a range. */
const api = injectQuery(
  'getStatementLink',
  reportLinkAnswer,
  accountPaths.statementLink,
  (asked: { customerId: number; range: StatementRange; language: Language }) =>
    statementLinkParams(asked.customerId, asked.range, asked.language),
);

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
  return linkUrl(answer);
}
