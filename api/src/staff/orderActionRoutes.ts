import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { noFieldsBodySchema } from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import type { Order } from 'contracts/src/checkout/order';
import { CANCELLED_BY_STORE, REFUNDED } from 'contracts/src/checkout/orderStatus';
import { normalizeTrackingNumber, trackingNumberProblem } from 'contracts/src/orders/carriers';
import { ORDER_ACTION_MESSAGES, type FulfilmentActionCode } from 'contracts/src/staff/orderActions';
import { shipOrderRequestSchema, staffRefundRequestSchema } from 'contracts/src/staff/orderActionSchemas';
import { staffOrderDetailSchema } from 'contracts/src/staff/staffOrderSchemas';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { badRequest, HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import type { PaymentProvider } from '../payments/paymentProvider';
import { RefundNotConfirmedError, refundOrder } from '../payments/refundOrder';
import { moveOrder, type FulfilmentMove } from './orderFulfilment';
import { shippedMail } from './shippedMail';
import { recordStaffAction } from './staffAuditLog';
import { findStaffOrder } from './staffOrderStore';

export interface OrderActionRoutesOptions {
  db: Kysely<Database>;
  /** The card provider refunds go back through (the one the checkout takes payments with). */
  provider: PaymentProvider;
  /** The store's public address, for the link to My Orders in the shipped mail. */
  siteUrl: string;
}

/** Every action answers with the order's page as GET /api/staff/orders/:id does, its audit log holding the entry. */
const actionSchema = <
  Body extends typeof noFieldsBodySchema | typeof shipOrderRequestSchema | typeof staffRefundRequestSchema,
>(
  body: Body,
) => ({
  params: idParamsSchema,
  querystring: nothingSchema,
  body,
  response: { 200: envelopeOf(staffOrderDetailSchema) },
});

/** What a move tells the staff member: made now, or made already. */
const MOVE_WORDS: Record<FulfilmentActionCode, { moved: (id: string) => string; done: (id: string) => string }> = {
  'order.mark_printing': { moved: ORDER_ACTION_MESSAGES.markedPrinting, done: ORDER_ACTION_MESSAGES.alreadyPrinting },
  'order.mark_shipped': { moved: ORDER_ACTION_MESSAGES.markedShipped, done: ORDER_ACTION_MESSAGES.alreadyShipped },
  'order.mark_delivered': {
    moved: ORDER_ACTION_MESSAGES.markedDelivered,
    done: ORDER_ACTION_MESSAGES.alreadyDelivered,
  },
};

/**
 * The staff desk's actions on an order (docs/decisions/staff-desk.md): mark printing, shipped (carrier and tracking
 * number) and delivered, and refund. Each runs in one transaction holding the order's row, is allowed only from the
 * right status (409 with the reason), writes its audit entry in that transaction, and answers the same move again
 * as done without changing anything. The staff plugin's guard has let only staff through.
 */
export const orderActionRoutes: FastifyPluginAsyncTypebox<OrderActionRoutesOptions> = async (
  app,
  { db, provider, siteUrl },
) => {
  async function orderPage(orderId: number, message: string) {
    const detail = await findStaffOrder(db, orderId);
    if (!detail) throw new HttpError(404, STAFF_MESSAGES.orderNotFound);
    return ok(detail, message);
  }

  /** After the commit: a mail failure is logged (without the text), and the shipment stands. */
  async function mailShipped(log: FastifyBaseLogger, order: Order): Promise<void> {
    try {
      const shopper = await db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select(['users.email', 'users.name'])
        .where('orders.id', '=', Number(order._id))
        .executeTakeFirstOrThrow();
      await app.mailer.send(shippedMail(order, shopper, siteUrl));
    } catch (error) {
      log.error({ err: error, order: order._id }, 'could not send the mail that an order shipped');
    }
  }

  async function move(request: FastifyRequest, asked: Omit<FulfilmentMove, 'staffUserId'>) {
    const outcome = await moveOrder(db, { ...asked, staffUserId: signedInUserId(request) });
    if (outcome.kind === 'moved' && asked.action === 'order.mark_shipped')
      await mailShipped(request.log, outcome.order);
    const words = MOVE_WORDS[asked.action];
    const id = String(asked.orderId);
    return orderPage(asked.orderId, outcome.kind === 'moved' ? words.moved(id) : words.done(id));
  }

  app.post('/orders/:id/mark-printing', { schema: actionSchema(noFieldsBodySchema) }, async (request) =>
    move(request, { orderId: request.params.id, action: 'order.mark_printing' }),
  );

  app.post('/orders/:id/mark-shipped', { schema: actionSchema(shipOrderRequestSchema) }, async (request) => {
    const { carrier, tracking_number: typed } = request.body;
    const problem = trackingNumberProblem(carrier, typed);
    if (problem !== null) throw badRequest(problem);
    return move(request, {
      orderId: request.params.id,
      action: 'order.mark_shipped',
      shipment: { carrier, trackingNumber: normalizeTrackingNumber(typed) },
    });
  });

  app.post('/orders/:id/mark-delivered', { schema: actionSchema(noFieldsBodySchema) }, async (request) =>
    move(request, { orderId: request.params.id, action: 'order.mark_delivered' }),
  );

  app.post('/orders/:id/refund', { schema: actionSchema(staffRefundRequestSchema) }, async (request) => {
    const orderId = request.params.id;
    const staffUserId = signedInUserId(request);
    const { reason } = request.body;
    try {
      const { message } = await refundOrder(
        db,
        provider,
        { orderId, requestedBy: { kind: 'staff', staffUserId }, reason },
        {
          onRefunded: (trx, change) =>
            recordStaffAction(trx, {
              staffUserId,
              action: 'order.refund',
              recordType: 'order',
              recordId: orderId,
              before: { status: change.statusBefore, refunded_at: null },
              after: {
                status: change.statusAfter,
                refunded_at: change.refundedAt.toISOString(),
                reason,
                refunded_cents: change.amountCents,
                refund_provider: change.provider,
                refund_id: change.providerRefundId,
              },
            }),
        },
      );
      return await orderPage(orderId, message);
    } catch (error) {
      if (error instanceof RefundNotConfirmedError) {
        request.log.error({ err: error.cause, order: orderId }, 'the card provider did not refund an order');
      }
      // A double click: the first click refunded the order while the second waited for its row.
      if (error instanceof HttpError && error.statusCode === 409 && (await refundedByStore(orderId))) {
        return orderPage(orderId, ORDER_ACTION_MESSAGES.alreadyRefunded(String(orderId)));
      }
      throw error;
    }
  });

  async function refundedByStore(orderId: number): Promise<boolean> {
    const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    return order?.status === REFUNDED || order?.status === CANCELLED_BY_STORE;
  }
};
