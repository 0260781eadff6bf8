import { ApiError } from '../../http/ApiError';

/**
 * Whether trying again can help after `error` (issue 19: Retry is offered for a network failure or a 5xx, never for a
 * 4xx). A 4xx is the server's considered answer to this very request (a malformed id, a missing plan, a forbidden
 * page): the same request gets the same answer. Everything else may pass: a network failure or time-out (ky's
 * TypeError, our ApiError kinds), a 5xx, a remote that did not load (RemoteLoadError, a chunk), a remote page that
 * crashed (Retry loads its module again, which a redeploy may have fixed).
 */
export function canRetryAfter(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status < 400 || status >= 500;
}

/** The HTTP status the server answered with: our ApiError's, or ky's HTTPError's (`response.status`). */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.kind === 'server' && error.status > 0 ? error.status : undefined;
  // ky's HTTPError (the client turns it into an ApiError, but a caller may use ky directly), recognised by its
  // shape: the remotes' jsdom tests, which mock the API client, then need no ky.
  if (error instanceof Error && error.name === 'HTTPError' && 'response' in error) {
    const { response } = error;
    if (typeof response === 'object' && response !== null && 'status' in response) {
      return typeof response.status === 'number' ? response.status : undefined;
    }
  }
  return undefined;
}
