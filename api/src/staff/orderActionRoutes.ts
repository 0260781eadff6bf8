import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { noFieldsBodySchema } from 'contracts/src/account/authSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import type { Order } from 'contracts/src/checkout/order';
import { CANCELLED_BY_STORE, REFUNDED } from 'contracts/src/checkout/orderStatus';
import { normalizeTrackingNumber, trackingNumberProblem } from 'contracts/src/orders/carriers';
import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import {
  DOWNLOAD_MAIL_QUIET_MS,
  ORDER_ACTION_MESSAGES,
  type FulfilmentActionCode,
} from 'contracts/src/staff/orderActions';
import { shipOrderRequestSchema, staffRefundRequestSchema } from 'contracts/src/staff/orderActionSchemas';
import { staffOrderDetailSchema } from 'contracts/src/staff/staffOrderSchemas';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { DownloadMailFailedError, mailFreshDownloadLink } from '../delivery/downloadLinkMailing';
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
 * number) and delivered, refund, and mail the download link again. Each is allowed only from the right status (409
 * with the reason) and answers the same action again as done without changing anything. The moves and the refund run
 * in one transaction holding the order's row, their audit entry written in it; the download mail is written once it
 * is sent. The staff plugin's guard has let only staff through.
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

  /** Resends of one order run one after the other in this process, so that a double click is seen as one. */
  const resending = new Map<number, Promise<unknown>>();

  /** A download link was mailed from the desk in the last minute: a second click sends nothing. */
  async function justMailed(orderId: number, now: Date): Promise<boolean> {
    const entry = await db
      .selectFrom('staff_audit_log')
      .select('id')
      .where('record_type', '=', 'order')
      .where('record_id', '=', orderId)
      .where('action', '=', 'order.resend_download_mail')
      .where('created_at', '>', new Date(now.getTime() - DOWNLOAD_MAIL_QUIET_MS))
      .executeTakeFirst();
    return entry !== undefined;
  }

  async function resendDownloadMail(log: FastifyBaseLogger, orderId: number, staffUserId: number) {
    const id = String(orderId);
    const shopper = await db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select('users.email')
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!shopper) throw new HttpError(404, STAFF_MESSAGES.orderNotFound);
    if (await justMailed(orderId, new Date())) return ORDER_ACTION_MESSAGES.downloadMailJustSent(id);
    // delivery/ issues the link in its own transaction (holding the order's row) and mails it; the entry follows the
    // mail, which no transaction could take back.
    const outcome = await mailFreshDownloadLink({ db, mailer: app.mailer, siteUrl }, orderId).catch(
      (error: unknown) => {
        if (error instanceof DownloadMailFailedError)
          log.error({ err: error.cause, order: orderId }, 'could not mail a download link');
        throw error;
      },
    );
    switch (outcome) {
      case 'sent':
        await recordStaffAction(db, {
          staffUserId,
          action: 'order.resend_download_mail',
          recordType: 'order',
          recordId: orderId,
          before: null,
          after: { download_link_mailed_to: shopper.email },
        });
        return ORDER_ACTION_MESSAGES.downloadMailResent(id);
      case 'too_many':
        throw new HttpError(429, DELIVERY_MESSAGES.tooManyLinks, 60 * 60);
      case 'nothing_to_download':
        throw new HttpError(409, ORDER_ACTION_MESSAGES.noFilesToMail(id));
      case 'no_such_order':
        throw new HttpError(404, STAFF_MESSAGES.orderNotFound);
    }
  }

  app.post('/orders/:id/resend-download-mail', { schema: actionSchema(noFieldsBodySchema) }, async (request) => {
    const orderId = request.params.id;
    const staffUserId = signedInUserId(request);
    const before = resending.get(orderId) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => resendDownloadMail(request.log, orderId, staffUserId));
    resending.set(orderId, mine);
    try {
      return await orderPage(orderId, await mine);
    } finally {
      if (resending.get(orderId) === mine) resending.delete(orderId);
    }
  });

  async function refundedByStore(orderId: number): Promise<boolean> {
    const order = await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    return order?.status === REFUNDED || order?.status === CANCELLED_BY_STORE;
  }
};
