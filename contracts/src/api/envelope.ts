import type { Static } from '@sinclair/typebox';
import type { apiErrorBodySchema } from './envelopeSchemas';

/** Every API answer: the HTTP status repeated in `status`, a human-readable `message`, and the payload. */
export interface ApiEnvelope<T> {
  status: number;
  message: string;
  data: T;
}

/** Every API error: never a stack trace, always a message a person can read. */
export type ApiErrorBody = Static<typeof apiErrorBodySchema>;
