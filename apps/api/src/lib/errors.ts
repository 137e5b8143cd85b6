/** An error with an HTTP status and a message a person can read: the error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
/** Well-formed but impossible to carry out (an unknown product, a city outside its department). */
export const unprocessable = (message: string) => new HttpError(422, message);
export const unavailable = (message: string) => new HttpError(503, message);
