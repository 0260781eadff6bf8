import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  orderCreatedSchema,
  orderListSchema,
  orderRequestSchema,
  orderSchema,
} from 'contracts/src/checkout/orderSchemas';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { OrderCreated } from 'contracts/src/checkout/order';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import { signedInUserId } from '../auth/sessionAuth';
import { sharedWhileRunning } from '../cache/sharedWhileRunning';
import { cartEntryIdsOf } from '../cart/requestedCartEntries';
import type { Database } from '../db/databaseSchema';
import type { JobQueue } from '../jobs/jobQueue';
import { notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { ORDER_NOT_FOUND, paymentSessionOf } from '../payments/orderPayments';
import { promoCodeChoiceOf, TYPED_PROMO_CODE_ATTEMPTS } from '../promo-codes/promoCodeChoice';
import type { PaymentProvider } from '../payments/paymentProvider';
import { deliveryDetailsOf } from './deliveryDetails';
import { lastAddressRoutes } from './lastAddressRoutes';
import { findOrder, listOrders } from './orderStore';
import { placeOrder } from './placeOrder';

export interface OrderRoutesOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** Where a cash-on-delivery order's receipt is queued, in the order's own transaction. */
  jobs: JobQueue;
}

export const ORDER_CREATED_MESSAGE = 'Order Created Succesfully';

/**
 * Placing an order of one or more cart entries (cash on delivery or card), the shopper's orders, and the billing name
 * and address their last order was placed with.
 */
export const orderRoutes: FastifyPluginAsyncTypebox<OrderRoutesOptions> = async (app, { db, provider, jobs }) => {
  await app.register(lastAddressRoutes, { db });
  const placingOnce = sharedWhileRunning<ApiEnvelope<OrderCreated>>();

  app.post(
    '/order',
    {
      preHandler: app.requireUser,
      config: { rateLimit: TYPED_PROMO_CODE_ATTEMPTS },
      schema: {
        querystring: nothingSchema,
        body: orderRequestSchema,
        response: { 200: envelopeOf(orderCreatedSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      // A double click's two requests (or a retry sent while the first runs) would each run the order's transaction
      // only to find the order the other is writing: in this process the second shares the first's answer. Across
      // processes, or with another body, the shopper's lock in placeOrder keeps it to one order.
      return placingOnce(`${userId} ${JSON.stringify(request.body)}`, async () => {
        const placed = await placeOrder(
          { db, jobs },
          {
            userId,
            cartEntryIds: cartEntryIdsOf(request.body),
            paymentMode: request.body.payment_mode,
            promoCode: promoCodeChoiceOf(request.body),
            ...deliveryDetailsOf(request.body),
          },
        );
        for (const intentId of placed.replacedIntentIds) {
          await provider.cancelIntent(intentId).catch((error: unknown) => {
            request.log.warn({ err: error, intent: intentId }, 'could not cancel a replaced payment intent');
          });
        }
        // A new order is answered as placeOrder wrote it; one placed before (a double click, a retry) is read.
        const found = placed.order ?? (await findOrder(db, userId, placed.orderId));
        if (!found) throw new Error(`order ${placed.orderId} vanished after it was placed`);
        const payment = awaitsCardPayment(found)
          ? await paymentSessionOf(db, provider, {
              id: placed.orderId,
              status: found.status,
              payment_mode: found.payment_mode,
              total_cents: found.total,
              payment_intent_id: found.intent_id,
            })
          : null;
        // The session's intent is the one stored on the order (created once per order, under one idempotency key): the
        // order is not read again for it.
        const order = payment ? { ...found, intent_id: payment.intent_id } : found;
        return ok({ order, payment, cart_count: placed.cartCount }, ORDER_CREATED_MESSAGE);
      });
    },
  );

  app.get(
    '/orders',
    {
      preHandler: app.requireUser,
      schema: { querystring: nothingSchema, response: { 200: envelopeOf(orderListSchema) } },
    },
    async (request) => ok(await listOrders(db, signedInUserId(request))),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParamsSchema, querystring: nothingSchema, response: { 200: envelopeOf(orderSchema) } },
    },
    async (request) => {
      const order = await findOrder(db, signedInUserId(request), request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return ok(order);
    },
  );
};
