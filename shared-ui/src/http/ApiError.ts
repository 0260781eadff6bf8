/** Why a call failed: the server said no ('server'), or no usable answer came back (the rest). */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'aborted' | 'malformed';

export const NETWORK_ERROR_MESSAGE = 'Network error: please check your connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'The server took too long to answer. Please try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';
export const MALFORMED_ANSWER_MESSAGE = 'The server sent an answer the store could not read. Please try again.';

/**
 * Every failure of an API call. `message` is the server's own message when it sent one (ready to show in a
 * toast), otherwise a clear sentence for the shopper. `status` is the HTTP status (or the envelope's status),
 * 0 when no answer arrived.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;

  constructor(status: number, message: string, kind: ApiErrorKind = 'server', options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.kind = kind;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
