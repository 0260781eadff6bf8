import type { Cents } from '../catalog/plan';
import type { Order } from './order';

/**
 * How the payment page pays an order, chosen by the server. Stripe: confirm `client_secret` with Stripe.js using
 * `publishable_key`. Test: send the card to POST pay-test-card; no money moves.
 */
export type PaymentSession =
  | {
      provider: 'stripe';
      order_id: string;
      intent_id: string;
      amount: Cents;
      client_secret: string;
      publishable_key: string;
    }
  | { provider: 'test'; order_id: string; intent_id: string; amount: Cents };

export type PaymentProviderKind = PaymentSession['provider'];

/** POST order-payment: the session of an unpaid card order (the same intent on every call). */
export interface OrderPaymentRequest {
  order_id: string;
}

/** POST pay-test-card (local test provider only). Card number digits, spaces allowed. */
export interface TestCardPaymentRequest {
  intent_id: string;
  card_number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** POST order-status: ask the server to check the intent with its provider. */
export interface OrderStatusRequest {
  intent_id: string;
}

/** Answer of pay-test-card and order-status: the order as the server now sees it. */
export interface PaymentResult {
  order: Order;
  cart_count: number;
}

/** The local test provider's public test numbers (the card provider's own). */
export const TEST_CARD_SUCCEEDS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
