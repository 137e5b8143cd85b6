import {
  type Answer,
  type ApiDispatch,
  hostUrl,
  injectQuery,
  type PrintableDocument,
  type QueryParams,
} from '../../lib/api';

/**
 * Why a list or a figure could not be read: the server could not ask the ERP now ('unavailable', its 503: try
 * again in a few minutes), or any other failure.
 */
export type LoadError = 'unavailable' | 'failed';

export function loadErrorOf(error: unknown): LoadError {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 503
    ? 'unavailable'
    : 'failed';
}

/** A page of a list; `incomplete`: some of the list's documents could not be read (the ERP's, while it is down). */
export type Page<T> = { items: T[]; incomplete?: boolean } | { error: LoadError };

/** A signed link's address on this host (a printable page's), or null when the link could not be had. */
export function linkUrl(answer: { isSuccess: boolean; data?: { Url: string } | undefined }): string | null {
  return answer.isSuccess && answer.data ? hostUrl(answer.data.Url) : null;
}

/** Runs a query now (fresh, not kept subscribed). */
export const fresh = { subscribe: false, forceRefetch: true } as const;

/** A failed page: why. */
export function failed(error: unknown): { error: LoadError } {
  return { error: loadErrorOf(error) };
}

export function page<T>(answer: { isSuccess: boolean; data?: T[] | undefined; error?: unknown }): Page<T> {
  return answer.isSuccess && answer.data ? { items: answer.data } : failed(answer.error);
}

/** Reads a page of a customer's documents of one kind: `offset` is the rows already shown. */
export type FetchDocuments<T> = (
  dispatch: ApiDispatch,
  customerId: number,
  offset: number,
) => Promise<Page<T>>;

/** A kind of the customer's documents listed page by page (invoices, receipts). */
export interface DocumentList<T> {
  /** Keys the list's page title (`invoices.title`) and names its table's test id and its endpoint. */
  name: 'invoices' | 'receipts';
  /** Each document's print view: this kind, by the document's id. */
  printKind: PrintableDocument['kind'];
  fetch: FetchDocuments<T>;
}

/**
 * The documents `name` (an endpoint that GETs `path` with what `params` makes of the customer and the offset),
 * read a page at a time, fresh.
 */
export function documentList<T, A>(
  name: DocumentList<T>['name'],
  printKind: PrintableDocument['kind'],
  answer: Answer<A, T[]>,
  path: string,
  params: (customerId: number, offset: number) => QueryParams,
): DocumentList<T> {
  const api = injectQuery(
    name,
    answer,
    path,
    ({ customerId, offset }: { customerId: number; offset: number }) => params(customerId, offset),
    { providesTags: ['Document'] },
  );
  const endpoint = api.endpoints[name];
  const fetch: FetchDocuments<T> = async (dispatch, customerId, offset) =>
    page(await dispatch(endpoint.initiate({ customerId, offset }, fresh)));
  return { name, printKind, fetch };
}
