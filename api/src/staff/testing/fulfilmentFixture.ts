import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import type { OrderCreated } from 'contracts/src/checkout/order';
import { TEST_CARD_SUCCEEDS } from 'contracts/src/checkout/payment';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import type { StaffOrderDetail } from 'contracts/src/staff/staffOrders';
import type { Database } from '../../db/databaseSchema';
import { confirmPayment } from '../../payments/orderPayments';
import { createTestPaymentProvider } from '../../payments/testPaymentProvider';
import { discardedJobs } from '../../testing/discardedJobs';
import {
  emailOf,
  ORDER_DELIVERY,
  placeCardOrder,
  shopperWithCartEntry,
  type ApiCall,
} from '../../testing/checkoutFixture';

/** PLAN_SETS codes: files, and the printed sets that are shipped. */
export const PDF_SET = 1;
export const PRINTED_SETS = 2;

export interface FulfilmentSuite {
  db: Kysely<Database>;
  app: FastifyInstance;
  call: ApiCall;
}

export interface ShopperOrder {
  orderId: number;
  userId: number;
  token: string;
  email: string;
}

/** A new shopper's card order of one plan in `planSet`, paid with the test card as the payment page pays it. */
export async function paidCardOrder({ db, call }: FulfilmentSuite, planSet = PRINTED_SETS): Promise<ShopperOrder> {
  const placed = await placeCardOrder(db, call, { planSet });
  if (placed.payment?.provider !== 'test') throw new Error('expected a test payment session');
  const provider = createTestPaymentProvider(db);
  await provider.charge(placed.payment.intent_id, TEST_CARD_SUCCEEDS);
  await confirmPayment({ db, jobs: await discardedJobs() }, provider, placed.userId, placed.payment.intent_id);
  return {
    orderId: Number(placed.order._id),
    userId: placed.userId,
    token: placed.token,
    email: await emailOf(db, placed.userId),
  };
}

/** A new shopper's order of one plan in `planSet`, placed for cash on delivery. */
export async function cashOrder({ db, call }: FulfilmentSuite, planSet = PRINTED_SETS): Promise<ShopperOrder> {
  const shopper = await shopperWithCartEntry(db, call, { planSet });
  const placed = await call<OrderCreated>('POST', 'order', shopper.token, {
    payment_mode: 1,
    cart_id: shopper.entry._id,
    ...ORDER_DELIVERY,
  });
  return {
    orderId: Number(placed.body.data.order._id),
    userId: shopper.userId,
    token: shopper.token,
    email: await emailOf(db, shopper.userId),
  };
}

export type StaffAnswer = { status: number; body: ApiEnvelope<StaffOrderDetail> & ApiErrorBody };

/** A POST of the desk's to /api/staff/orders/:id/<action>, with the staff member's (or anyone's) token. */
export async function staffAction(
  app: FastifyInstance,
  token: string | null,
  orderId: number,
  action: string,
  payload?: object,
): Promise<StaffAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/staff/orders/${orderId}/${action}`,
    headers: token === null ? {} : { token },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The development outbox's messages to `email` whose subject matches, newest first. */
export async function mailsTo(app: FastifyInstance, email: string, subject: RegExp): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json<ApiEnvelope<OutboxMessage[]>>().data.filter((message) => subject.test(message.subject));
}
