import type { Static } from '@sinclair/typebox';
import type { paymentResultSchema } from './orderSchemas';
import type {
  orderPaymentRequestSchema,
  orderStatusRequestSchema,
  paymentSessionSchema,
  testCardPaymentRequestSchema,
} from './paymentSchemas';

/**
 * How the payment page pays an order, chosen by the server. Stripe: confirm `client_secret` with Stripe.js using
 * `publishable_key`. Test: send the card to POST pay-test-card; no money moves.
 */
export type PaymentSession = Static<typeof paymentSessionSchema>;

export type PaymentProviderKind = PaymentSession['provider'];

/** POST order-payment: the session of an unpaid card order (the same intent on every call). */
export type OrderPaymentRequest = Static<typeof orderPaymentRequestSchema>;

/** POST pay-test-card (local test provider only). Card number digits, spaces allowed; `expiry` is MM/YY. */
export type TestCardPaymentRequest = Static<typeof testCardPaymentRequestSchema>;

/** POST order-status: ask the server to check the intent with its provider. */
export type OrderStatusRequest = Static<typeof orderStatusRequestSchema>;

/** Answer of pay-test-card and order-status: the order as the server now sees it. */
export type PaymentResult = Static<typeof paymentResultSchema>;

/** The local test provider's public test numbers (the card provider's own). */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
