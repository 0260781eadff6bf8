import { Type } from '@sinclair/typebox';

/**
 * The schemas of refunds and cancellations. The API validates with them; `refunds.ts` derives the types from them for
 * everyone else. Both answer with the order as it now is (orderSchemas.ts), its status Refunded or Cancelled by ...
 */

/** Why an order is refunded or cancelled, in the words of whoever asks: kept with the refund for the staff desk. */
export const refundReasonSchema = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });

/** POST orders/:id/cancel: no body, `null`, `{}`, or the shopper's reason. */
export const shopperCancelRequestSchema = Type.Union([
  Type.Object({ reason: Type.Optional(refundReasonSchema) }, { additionalProperties: false }),
  Type.Null(),
]);
