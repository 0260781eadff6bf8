import { isApiError } from 'shared-ui';

/** The server's message when it sent one (the spec shows it as is), else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}
