import { Type } from '@sinclair/typebox';

/**
 * The development outbox (GET /api/dev/outbox, DEV_OUTBOX=1, this machine only): how a developer and the tests read
 * the mail the store sends to one address.
 */

/** Whose mail to list: one address, compared without regard to case or surrounding spaces. */
export const outboxQuerySchema = Type.Object(
  { to: Type.String({ minLength: 3, maxLength: 320 }) },
  { additionalProperties: false },
);

/** One message sent to that address; the outbox lists them newest first. */
export const outboxMessageSchema = Type.Object({
  subject: Type.String(),
  text: Type.String(),
  /** ISO 8601 date-time at which the store sent it. */
  sentAt: Type.String(),
  /** The message's extra header fields, when it has any (List-Unsubscribe...). */
  headers: Type.Optional(Type.Record(Type.String(), Type.String())),
});
