/** An error whose message is meant for the caller, answered with its HTTP status in the error envelope. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as Retry-After: when a refusal (429, 503) ends, so a client waits instead of hammering. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function badRequest(message: string): HttpError {
  return new HttpError(400, message);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}
