/**
 * A client error with its status; the error handler answers it as `{ message }`, with `headers`
 * (a 429's `Retry-After`) when given.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
