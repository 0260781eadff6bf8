import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { OrderCreated, OrderRequest } from 'contracts/src/checkout/order';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import { PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import { signedInUserId } from '../auth/sessionAuth';
import { countCart } from '../cart/cartStore';
import { wireIdSchema } from '../checkout/wireIds';
import type { Database } from '../db/databaseSchema';
import { notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import { ORDER_NOT_FOUND, paymentSessionFor } from '../payments/orderPayments';
import {
  promoCodeChoiceOf,
  promoCodeChoiceProperties,
  TYPED_PROMO_CODE_ATTEMPTS,
} from '../promo-codes/promoCodeChoice';
import type { PaymentProvider } from '../payments/paymentProvider';
import { findOrder, listOrders } from './orderStore';
import { placeOrder } from './placeOrder';

export interface OrderRoutesOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
}

export const ORDER_CREATED_MESSAGE = 'Order Created Succesfully';

/** Placing an order (cash on delivery or card) and the shopper's orders. */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (app, { db, provider }) => {
  app.post<{ Body: OrderRequest }>(
    '/order',
    {
      preHandler: app.requireUser,
      config: { rateLimit: TYPED_PROMO_CODE_ATTEMPTS },
      schema: {
        querystring: noQuerySchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['payment_mode', 'cart_id'],
          properties: {
            payment_mode: { type: 'integer', enum: PAYMENT_MODES.map((mode) => mode.code) },
            cart_id: wireIdSchema,
            ...promoCodeChoiceProperties,
          },
        },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { payment_mode: paymentMode, cart_id: cartId } = request.body;
      const placed = await placeOrder(db, {
        userId,
        cartEntryId: Number(cartId),
        paymentMode,
        promoCode: promoCodeChoiceOf(request.body),
      });
      if (placed.replacedIntentId !== null) {
        await provider.cancelIntent(placed.replacedIntentId).catch((error: unknown) => {
          request.log.warn(
            { err: error, intent: placed.replacedIntentId },
            'could not cancel a replaced payment intent',
          );
        });
      }
      let order = await findOrder(db, userId, placed.orderId);
      if (!order) throw new Error(`order ${placed.orderId} vanished after it was placed`);
      const payment = awaitsCardPayment(order) ? await paymentSessionFor(db, provider, userId, placed.orderId) : null;
      if (payment) order = (await findOrder(db, userId, placed.orderId)) ?? order;
      const result: OrderCreated = { order, payment, cart_count: await countCart(db, userId) };
      return ok(result, ORDER_CREATED_MESSAGE);
    },
  );

  app.get('/orders', { preHandler: app.requireUser, schema: { querystring: noQuerySchema } }, async (request) =>
    ok(await listOrders(db, signedInUserId(request))),
  );

  app.get<{ Params: { id: number } }>(
    '/orders/:id',
    {
      preHandler: app.requireUser,
      schema: {
        params: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: recordIdSchema } },
        querystring: noQuerySchema,
      },
    },
    async (request) => {
      const order = await findOrder(db, signedInUserId(request), request.params.id);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      return ok(order);
    },
  );
};
