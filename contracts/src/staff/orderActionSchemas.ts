import { Type } from '@sinclair/typebox';
import { stringEnumSchema } from '../account/stringEnumSchema';
import { refundReasonSchema } from '../checkout/refundSchemas';
import { CARRIER_CODES, TRACKING_NUMBER_MAX_LENGTH } from '../orders/carriers';

/**
 * The bodies of the staff desk's order actions (POST /api/staff/orders/:id/<action>). Each answers with the order's
 * page as GET /api/staff/orders/:id does (staffOrderDetailSchema), its audit log holding the new entry; the
 * envelope's message says what happened. orderActions.ts derives the types and holds the rules.
 */

/**
 * POST mark-shipped: the carrier and its tracking number. The schema bounds the text; whether it is a tracking
 * number of that carrier is `trackingNumberProblem` (orders/carriers.ts), checked by the API after it (400).
 */
export const shipOrderRequestSchema = Type.Object(
  {
    carrier: stringEnumSchema(CARRIER_CODES),
    tracking_number: Type.String({
      minLength: 1,
      maxLength: TRACKING_NUMBER_MAX_LENGTH,
      description: 'As typed; spaces are dropped and letters capitalised before it is checked and kept.',
    }),
  },
  { additionalProperties: false },
);

/** POST refund: why the store gives the money back (1 to 500 characters), kept with the refund. */
export const staffRefundRequestSchema = Type.Object({ reason: refundReasonSchema }, { additionalProperties: false });
