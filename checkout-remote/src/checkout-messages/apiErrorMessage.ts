import { isApiError } from 'shared-ui';

/**
 * The spec's two kinds of failure text: the server said no (its own message, or the fallback when it gave none),
 * or the call itself failed (network, timeout, a broken answer).
 */
export function apiErrorMessage(error: unknown, refused: string, failed: string): string {
  if (isApiError(error) && error.kind === 'server') return error.message.trim() || refused;
  return failed;
}
