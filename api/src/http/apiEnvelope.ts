import type { ApiEnvelope } from 'contracts/src/api/envelope';

/** Wraps a successful result in the store's envelope. */
export function ok<T>(data: T, message = 'OK'): ApiEnvelope<T> {
  return { status: 200, message, data };
}

/** JSON schema of an envelope around `data`, for fast, shape-checked serialisation of responses. */
export function envelopeSchema(data: object): object {
  return {
    type: 'object',
    required: ['status', 'message', 'data'],
    properties: { status: { type: 'integer' }, message: { type: 'string' }, data },
  };
}
