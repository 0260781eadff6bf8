import { Type } from '@sinclair/typebox';
import { wireIdSchema } from '../api/requestSchemas';
import { centsSchema } from '../catalog/planSchemas';

/**
 * The schemas of paying a card order. The API validates and serialises with them (a field not in an answer's
 * schema is never sent); `payment.ts` derives the types from them for everyone else. The answers that carry an
 * order (PaymentResult) are in orderSchemas.ts, which builds on these.
 */

const sessionProperties = { order_id: Type.String(), intent_id: Type.String(), amount: centsSchema };

/**
 * How the payment page pays an order, chosen by the server. Stripe: confirm `client_secret` with Stripe.js using
 * `publishable_key`. Test: send the card to POST pay-test-card; no money moves.
 */
export const paymentSessionSchema = Type.Union([
  Type.Object({
    provider: Type.Literal('stripe'),
    ...sessionProperties,
    client_secret: Type.String(),
    publishable_key: Type.String(),
  }),
  Type.Object({ provider: Type.Literal('test'), ...sessionProperties }),
]);

/** A payment provider's intent id as the store hands it out: Stripe's `pi_...` or the test provider's own. */
const intentIdSchema = Type.String({ minLength: 3, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$' });

/** POST order-payment: the session of an unpaid card order (the same intent on every call). */
export const orderPaymentRequestSchema = Type.Object({ order_id: wireIdSchema }, { additionalProperties: false });

/** POST pay-test-card (local test provider only). Card number digits, spaces allowed. */
export const testCardPaymentRequestSchema = Type.Object(
  {
    intent_id: intentIdSchema,
    card_number: Type.String({ maxLength: 30 }),
    expiry: Type.String({ maxLength: 10, description: 'MM/YY' }),
    cvc: Type.String({ maxLength: 10 }),
  },
  { additionalProperties: false },
);

/** POST order-status: ask the server to check the intent with its provider. */
export const orderStatusRequestSchema = Type.Object({ intent_id: intentIdSchema }, { additionalProperties: false });
