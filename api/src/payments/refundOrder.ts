import type { Kysely, Transaction } from 'kysely';
import type { Order } from 'contracts/src/checkout/order';
import {
  awaitsCardPayment,
  CANCELLED_BY_SHOPPER,
  CANCELLED_BY_STORE,
  DELIVERED,
  REFUNDED,
  REFUNDED_STATUSES,
  refundKindOf,
  type RefundKind,
} from 'contracts/src/checkout/orderStatus';
import { REFUND_MESSAGES, shopperCancelDeadline } from 'contracts/src/checkout/refunds';
import { CASH_ON_DELIVERY, type OrderStatusCode } from 'contracts/src/orders/orderCodes';
import type { Database, RefundsTable } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { findOrder } from '../orders/orderStore';
import { ORDER_NOT_FOUND } from './orderPayments';
import type { PaymentProvider, ProviderRefund } from './paymentProvider';

type Db = Kysely<Database>;

/** Who asks for the refund: a staff member (any paid order), or the order's own shopper (its cancel). */
export type RefundRequester = { kind: 'staff'; staffUserId: number } | { kind: 'shopper'; userId: number };

export interface RefundRequest {
  orderId: number;
  requestedBy: RefundRequester;
  /** Kept with the refund; 1 to 500 characters (contracts' refundReasonSchema). */
  reason: string;
}

/** What a refund changed, for a record the caller writes in the same transaction (the staff desk's audit log). */
export interface RefundChange {
  orderId: number;
  statusBefore: number;
  statusAfter: OrderStatusCode;
  refundedAt: Date;
  provider: RefundsTable['provider'];
  providerRefundId: string | null;
  amountCents: number;
}

export interface RefundOptions {
  /** Runs in the refund's transaction once the order has changed: what it writes stands or falls with the refund. */
  onRefunded?: (trx: Transaction<Database>, change: RefundChange) => Promise<void>;
  now?: Date;
}

/** The order as it now is, and what to tell whoever asked (what happened to the money). */
export interface RefundOutcome {
  order: Order;
  message: string;
}

/**
 * The card provider refused the refund or did not answer: the transaction rolled back, so nothing changed and asking
 * again is safe (the idempotency key makes one refund). `cause` is the provider's error, for the log only.
 */
export class RefundNotConfirmedError extends HttpError {
  constructor(cause: unknown) {
    super(502, REFUND_MESSAGES.providerFailed);
    this.cause = cause;
  }
}

/**
 * Whether an order's plans have been downloaded or sent to print, asked in the refund's transaction (`store`), under
 * the order's lock, so that a download or a print job that takes the same lock cannot slip in between.
 */
export type DeliveryStarted = (orderId: number, store: Kysely<Database>) => Promise<boolean>;

/** Until downloads and printing exist (issue 17, items 4 and 5), nothing of any order has been delivered. */
export const nothingDeliveredYet: DeliveryStarted = async () => false;

/** One key per order, never the payment's (`order-N`): Stripe remembers a key with the request it first came with. */
export function refundIdempotencyKeyOf(orderId: number): string {
  return `refund-order-${orderId}`;
}

const SHOPPER_REASON = 'Cancelled by the shopper.';
const PROVIDER_REASON = "Refunded in the card provider's dashboard, not through the store.";

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/** The order, locked until the transaction ends; found by its id, or by the intent that pays it. */
function lockOrder(trx: Transaction<Database>, by: { id: number } | { intentId: string }) {
  const query = trx
    .selectFrom('orders')
    .select([
      'id',
      'user_id',
      'payment_mode',
      'status',
      'total_cents',
      'payment_provider',
      'payment_intent_id',
      'created_at',
      'paid_at',
    ])
    .forUpdate();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('payment_intent_id', '=', by.intentId)
  ).executeTakeFirst();
}

/** Why an order that refundKindOf refuses cannot be refunded, as the caller is told. */
function refusalOf(order: { payment_mode: number; status: number }): HttpError {
  if (order.status === REFUNDED) return new HttpError(409, REFUND_MESSAGES.alreadyRefunded);
  if (REFUNDED_STATUSES.some((status) => status === order.status)) {
    return new HttpError(409, REFUND_MESSAGES.alreadyCancelled);
  }
  if (order.payment_mode === CASH_ON_DELIVERY && order.status === DELIVERED) {
    return new HttpError(409, REFUND_MESSAGES.paidInCash);
  }
  return new HttpError(409, REFUND_MESSAGES.notPaid);
}

async function refundThroughProvider(
  trx: Transaction<Database>,
  provider: PaymentProvider,
  order: NonNullable<LockedOrder>,
): Promise<ProviderRefund> {
  if (order.payment_intent_id === null) throw new Error(`paid card order ${order.id} has no payment intent`);
  if (order.payment_provider !== provider.kind) throw new HttpError(409, REFUND_MESSAGES.otherProvider);
  try {
    return await provider.refund(
      {
        orderId: order.id,
        intentId: order.payment_intent_id,
        amount: order.total_cents,
        idempotencyKey: refundIdempotencyKeyOf(order.id),
      },
      trx,
    );
  } catch (error) {
    throw new RefundNotConfirmedError(error);
  }
}

/** Where the order ends, and the words for it, by who asked and what was undone. */
function endOf(requestedBy: RefundRequester, kind: RefundKind): { status: OrderStatusCode; words: string } {
  if (requestedBy.kind === 'shopper') return { status: CANCELLED_BY_SHOPPER, words: REFUND_MESSAGES.cancelled };
  return kind === 'card'
    ? { status: REFUNDED, words: REFUND_MESSAGES.refunded }
    : { status: CANCELLED_BY_STORE, words: REFUND_MESSAGES.cashOrderCancelled };
}

/** The shopper's own rule, checked under the order's lock: soon after paying, and nothing delivered yet. */
type ExtraRule = (trx: Transaction<Database>, order: NonNullable<LockedOrder>, now: Date) => Promise<void>;

async function undoOrder(
  db: Db,
  provider: PaymentProvider,
  { orderId, requestedBy, reason }: RefundRequest,
  { onRefunded, now = new Date() }: RefundOptions,
  extraRule?: ExtraRule,
): Promise<RefundOutcome> {
  const { userId, message } = await db.transaction().execute(async (trx) => {
    // The lock makes a second refund, at once or later, wait for this one and then find the order refunded.
    const order = await lockOrder(trx, { id: orderId });
    if (!order || (requestedBy.kind === 'shopper' && order.user_id !== requestedBy.userId)) {
      throw new HttpError(404, ORDER_NOT_FOUND);
    }
    const kind = refundKindOf(order);
    if (kind === null) throw refusalOf(order);
    await extraRule?.(trx, order, now);

    const money = kind === 'card' ? await refundThroughProvider(trx, provider, order) : null;
    const { status: statusAfter, words } = endOf(requestedBy, kind);
    const change: RefundChange = {
      orderId: order.id,
      statusBefore: order.status,
      statusAfter,
      refundedAt: now,
      provider: money === null ? 'none' : provider.kind,
      providerRefundId: money?.id ?? null,
      amountCents: money?.amount ?? 0,
    };
    await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        provider: change.provider,
        provider_refund_id: change.providerRefundId,
        amount_cents: change.amountCents,
        reason,
        requested_by: requestedBy.kind,
        staff_user_id: requestedBy.kind === 'staff' ? requestedBy.staffUserId : null,
        created_at: now,
      })
      .execute();
    await trx.updateTable('orders').set({ status: statusAfter, refunded_at: now }).where('id', '=', order.id).execute();
    await onRefunded?.(trx, change);

    return { userId: order.user_id, message: `${words} ${money?.message ?? REFUND_MESSAGES.nothingCharged}` };
  });
  const order = await findOrder(db, userId, orderId);
  if (!order) throw new Error(`order ${orderId} vanished after its refund`);
  return { order, message };
}

/**
 * Refunds a whole order, once: a card order paid (or delivered) gets its total back through the provider it was paid
 * with and becomes Refunded; a cash-on-delivery order placed but not yet delivered took no money online, so it is
 * called off (Cancelled by store, or by shopper) and nothing goes through the provider. Any other order is a 409:
 * unpaid, replaced, already refunded or cancelled, or paid in cash at the door. A second call, or two at once, makes
 * one refund. No time limit: staff may refund any paid order (a shopper's cancel is shopperCancel).
 */
export function refundOrder(
  db: Db,
  provider: PaymentProvider,
  request: RefundRequest,
  options: RefundOptions = {},
): Promise<RefundOutcome> {
  return undoOrder(db, provider, request, options);
}

export interface ShopperCancelInput {
  orderId: number;
  userId: number;
  reason?: string;
}

export interface ShopperCancelOptions extends RefundOptions {
  /** Downloads and printing do not exist yet: until their work supplies this, nothing has started. */
  hasDeliveryStarted?: DeliveryStarted;
}

/**
 * The shopper cancels their own order (another's is a 404): within SHOPPER_CANCEL_WINDOW_MS of paying (placing, for
 * cash on delivery) and only while nothing of it has been downloaded or printed. A card payment is refunded in full.
 */
export function shopperCancel(
  db: Db,
  provider: PaymentProvider,
  { orderId, userId, reason = SHOPPER_REASON }: ShopperCancelInput,
  { hasDeliveryStarted = nothingDeliveredYet, ...options }: ShopperCancelOptions = {},
): Promise<RefundOutcome> {
  return undoOrder(
    db,
    provider,
    { orderId, requestedBy: { kind: 'shopper', userId }, reason },
    options,
    async (trx, order, now) => {
      const deadline = shopperCancelDeadline(order);
      if (deadline === null || now.getTime() > deadline.getTime()) {
        throw new HttpError(409, REFUND_MESSAGES.cancelWindowOver);
      }
      if (await hasDeliveryStarted(order.id, trx)) throw new HttpError(409, REFUND_MESSAGES.deliveryStarted);
    },
  );
}

/** What a provider's notice of a refund did: only 'recorded' changed anything. */
export type ProviderRefundOutcome = 'recorded' | 'already_refunded' | 'no_order' | 'not_refundable' | 'other_amount';

export interface ProviderRefundNotice {
  provider: 'stripe';
  intentId: string;
  /** The provider's refund id when its notice names one. */
  providerRefundId: string | null;
  /** All that was refunded of the payment. */
  amount: number;
}

/**
 * A full refund the provider tells the store about (Stripe's charge.refunded): one made in its dashboard marks the
 * order Refunded; the echo of the store's own refund, a duplicate or a late notice changes nothing. A notice that
 * overtakes the payment's own (the order still awaits payment) marks it Refunded too, so the late payment notice
 * finds it settled. A replaced order keeps its status: its cart entries belong to the order that replaced it.
 */
export async function recordProviderRefund(
  db: Db,
  notice: ProviderRefundNotice,
  now = new Date(),
): Promise<ProviderRefundOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, { intentId: notice.intentId });
    if (!order) return 'no_order';
    if (REFUNDED_STATUSES.some((status) => status === order.status)) return 'already_refunded';
    if (refundKindOf(order) !== 'card' && !awaitsCardPayment(order)) return 'not_refundable';
    if (notice.amount !== order.total_cents) return 'other_amount';
    await trx
      .insertInto('refunds')
      .values({
        order_id: order.id,
        provider: notice.provider,
        provider_refund_id: notice.providerRefundId,
        amount_cents: notice.amount,
        reason: PROVIDER_REASON,
        requested_by: 'provider',
        created_at: now,
      })
      .execute();
    await trx.updateTable('orders').set({ status: REFUNDED, refunded_at: now }).where('id', '=', order.id).execute();
    return 'recorded';
  });
}
