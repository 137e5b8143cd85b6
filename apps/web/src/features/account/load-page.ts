import { hostUrl, type QueryEndpoint } from '../../lib/api';

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

/** What a documents endpoint (`api/get-invoices.ts`, `get-receipts.ts`) is asked: `offset` is the rows shown. */
export interface DocumentPageArg {
  customerId: number;
  offset: number;
}

/** An endpoint that reads a page of a customer's documents of one kind. */
export type DocumentsEndpoint<T> = QueryEndpoint<DocumentPageArg, T[]>;
