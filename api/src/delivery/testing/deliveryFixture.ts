import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { PaymentResult } from 'contracts/src/checkout/payment';
import type { OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import type { Database } from '../../db/databaseSchema';
import {
  apiCaller,
  emailOf,
  placeCardOrder,
  TEST_SHIPPING_ADDRESS,
  type ApiCall,
  type CartLine,
} from '../../testing/checkoutFixture';

export const TEST_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

let clients = 0;
/** A client address of its own for each request, so that the checkout's rate limits never answer a suite's setup. */
export function newClientAddress(): string {
  clients += 1;
  return `10.17.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

/** The checkout fixture's JSON caller, each request from its own client address. */
export function callerOf(app: FastifyInstance): ApiCall {
  return apiCaller(app, newClientAddress);
}

/** The billing name the delivery suites' orders are placed with: not the account's profile name ('Test Shopper'). */
export const BILLING_NAME = 'Zoë Billing-Name';

/**
 * A new shopper's order of one line, placed for card payment with BILLING_NAME and the test shipping address (kept
 * only when the line holds printed sets), and not paid.
 */
export async function unpaidOrder(db: Kysely<Database>, call: ApiCall, line: CartLine = {}) {
  const placed = await placeCardOrder(db, call, line, {
    billing_name: BILLING_NAME,
    shipping_address: TEST_SHIPPING_ADDRESS,
  });
  const { order, payment } = placed;
  const [first] = order.lines;
  if (!first || !payment) throw new Error('the card order has no line or no payment session');
  return {
    token: placed.token,
    userId: placed.userId,
    email: await emailOf(db, placed.userId),
    orderId: order._id,
    lineId: first._id,
    planNumber: first.property_id.plan_number ?? '',
    intentId: payment.intent_id,
  };
}

/** A new shopper's order of one line (a PDF Set unless told), paid with the test card: its receipt is in the outbox. */
export async function paidOrder(db: Kysely<Database>, call: ApiCall, line: CartLine = {}) {
  const order = await unpaidOrder(db, call, line);
  const paid = await call<PaymentResult>('POST', 'pay-test-card', order.token, {
    intent_id: order.intentId,
    ...TEST_CARD,
  });
  if (paid.status !== 200) throw new Error(`the test card did not pay: ${paid.body.message}`);
  return order;
}

/** The owner's download address of a file. */
export function ownerUrl(order: { orderId: string; lineId: string }, kind: OrderDocumentKind = 'plan_set_pdf'): string {
  return `/api/user/orders/${order.orderId}/lines/${order.lineId}/documents/${kind}`;
}

/** GET of a file, with a session token or none; from its own client address, so no rate limit answers instead. */
export function download(app: FastifyInstance, url: string, token: string | null = null) {
  return app.inject({
    method: 'GET',
    url,
    headers: token === null ? {} : { token },
    remoteAddress: newClientAddress(),
  });
}

/** The answer's bytes: a PDF starts with %PDF, a ZIP with PK. */
export const bytesOf = (response: LightMyRequestResponse) => response.rawPayload;

/** The development outbox's messages to `email`, newest first. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json<ApiEnvelope<OutboxMessage[]>>().data;
}

/** The download links a mail carries, as paths on the API (the store's origin taken off). */
export function linkPathsIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^/\s]+(\/api\/user\/downloads\/[^\s]+)/g)].map((match) => match[1] ?? '');
}

/** The token of a link path. */
export function tokenOf(linkPath: string): string {
  return linkPath.split('/')[4] ?? '';
}
