import { REFUSAL_HEADER } from '@mostrador/contract';

/**
 * The server's one way to refuse: an error with an HTTP status and a message a person can read, thrown by a
 * service or a route. The one error handler (plugins/errors.ts) sends it as the envelope `{Status: false, Msj}`,
 * or, when the wire defines the refusal's own answer (`answer`: the order's 409 shortage, also stored with its
 * idempotency key and thrown again on a retry), sends that answer as it is. `headers` go out with the refusal
 * (a 429's `Retry-After`).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly answer?: Readonly<Record<string, unknown>>,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
/** Refused for the session's role (a viewer ordering, a branch not given): the session itself stays good. */
export const notPermitted = (message: string) =>
  new HttpError(403, message, undefined, { [REFUSAL_HEADER.toLowerCase()]: 'role' });
export const notFound = (message: string) => new HttpError(404, message);
/** Well-formed but impossible to carry out (an unknown product, a city outside its department). */
export const unprocessable = (message: string) => new HttpError(422, message);
/** A refusal the wire answers in a shape of its own (HTTP 409 `{Status: true, Msj, ErrorDisp, ErrorDips}`). */
export const conflict = (answer: Readonly<{ Msj: string }> & Readonly<Record<string, unknown>>) =>
  new HttpError(409, answer.Msj, answer);
export const unavailable = (message: string) => new HttpError(503, message);
/** Too many attempts: the next one is answered after `retryAfterSeconds` (sent as `Retry-After`). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
