import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { orderSchema } from 'contracts/src/checkout/orderSchemas';
import { shopperCancelRequestSchema } from 'contracts/src/checkout/refundSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { ok } from '../http/apiEnvelope';
import type { PaymentProvider } from './paymentProvider';
import { nothingDeliveredYet, RefundNotConfirmedError, shopperCancel, type DeliveryStarted } from './refundOrder';

export interface CancelRoutesOptions {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** Whether an order's plans were downloaded or printed; nothing is, until downloads and printing exist. */
  hasDeliveryStarted?: DeliveryStarted;
}

/** The shopper cancels their own order soon after paying; a card payment is refunded (refundOrder.ts). */
export const cancelRoutes: FastifyPluginAsyncTypebox<CancelRoutesOptions> = async (
  app,
  { db, provider, hasDeliveryStarted = nothingDeliveredYet },
) => {
  app.post(
    '/orders/:id/cancel',
    {
      preHandler: app.requireUser,
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: shopperCancelRequestSchema,
        response: { 200: envelopeOf(orderSchema) },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      try {
        const { order, message } = await shopperCancel(
          db,
          provider,
          { orderId, userId: signedInUserId(request), reason: request.body?.reason },
          { hasDeliveryStarted },
        );
        return ok(order, message);
      } catch (error) {
        if (error instanceof RefundNotConfirmedError) {
          request.log.error({ err: error.cause, order: orderId }, 'the card provider did not refund a cancelled order');
        }
        throw error;
      }
    },
  );
};
