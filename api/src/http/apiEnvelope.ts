import type { ApiEnvelope } from 'contracts/src/api/envelope';

/** Wraps a successful result in the store's envelope. */
export function ok<T>(data: T, message = 'OK'): ApiEnvelope<T> {
  return { status: 200, message, data };
}
