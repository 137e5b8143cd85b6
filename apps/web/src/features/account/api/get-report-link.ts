import { orderPaths, reportLinkAnswer } from '@mostrador/contract';
import { type ApiDispatch, injectQuery, type PrintableDocument, reportLinkParams } from '../../../lib/api';
import type { Language } from '../../../lib/i18n';
import { fresh, linkUrl } from '../load-page';

/** GET ReporteApp/Enlace: a short-lived signed link to a document's printable page. */
const api = injectQuery(
  'getReportLink',
  reportLinkAnswer,
  orderPaths.reportLink,
  ({ document, language }: { document: PrintableDocument; language: Language }) =>
    reportLinkParams(document, language),
);

/** A short-lived signed link to the printable page of a document, in the interface language. */
export async function reportUrl(
  dispatch: ApiDispatch,
  document: PrintableDocument,
  language: Language,
): Promise<string | null> {
  return linkUrl(await dispatch(api.endpoints.getReportLink.initiate({ document, language }, fresh)));
}
