import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The schemas of the store's envelopes. The API validates and serialises with them (a field not in an answer's
 * schema is never sent); `envelope.ts` derives the types from them for everyone else.
 */

/** Every API answer: the HTTP status repeated in `status`, a human-readable `message`, and the payload. */
export const envelopeOf = <Data extends TSchema>(data: Data) =>
  Type.Object({ status: Type.Integer(), message: Type.String(), data });

/** Every API error: never a stack trace, always a message a person can read. */
export const apiErrorBodySchema = Type.Object({ status: Type.Integer(), message: Type.String() });
