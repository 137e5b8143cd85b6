import { orderPaths, reportLinkAnswer } from '@mostrador/contract';
import {
  type ApiDispatch,
  apiRequest,
  baseApi,
  hostUrl,
  type PrintableDocument,
  reportLinkParams,
} from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { fresh } from '../load-page';

/** GET ReporteApp/Enlace: a short-lived signed link to a document's printable page. */
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getReportLink: build.query<{ Url: string }, { document: PrintableDocument; language: Language }>({
      queryFn: ({ document, language }) =>
        apiRequest(reportLinkAnswer, orderPaths.reportLink, { params: reportLinkParams(document, language) }),
    }),
  }),
});

/** A short-lived signed link to the printable page of a document, in the interface language. */
export async function reportUrl(
  dispatch: ApiDispatch,
  document: PrintableDocument,
  language: Language,
): Promise<string | null> {
  const answer = await dispatch(api.endpoints.getReportLink.initiate({ document, language }, fresh));
  return answer.isSuccess ? hostUrl(answer.data.Url) : null;
}
