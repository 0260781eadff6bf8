import type { Kysely, Transaction } from 'kysely';
import type { Order } from 'contracts/src/checkout/order';
import { DELIVERED, PRINTING, SHIPPED } from 'contracts/src/checkout/orderStatus';
import { CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';
import { judgeMove, type AskedShipment, type FulfilmentActionCode } from 'contracts/src/staff/orderActions';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { ordersQuery, toOrder } from '../orders/orderStore';
import { recordStaffAction } from './staffAuditLog';

/** A staff member's move of an order along the printed sets' way (or a cash order of files to Delivered). */
export interface FulfilmentMove {
  orderId: number;
  staffUserId: number;
  action: FulfilmentActionCode;
  /** mark-shipped only: the carrier and the tracking number, normalised and checked. */
  shipment?: AskedShipment;
}

/**
 * 'moved': this call made the move (and wrote its audit entry); 'done': the order had made it already (a double
 * click, or a colleague on another screen), nothing changed. `order` is as the move left it.
 */
export interface FulfilmentOutcome {
  kind: 'moved' | 'done';
  order: Order;
}

type Fields = Record<string, unknown>;

/** The order, locked until the transaction ends, read as its shopper sees it (the rules read that shape). */
async function lockedOrder(trx: Transaction<Database>, orderId: number): Promise<Order> {
  // The lock makes a second click wait for the first and then find the move made.
  const locked = await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!locked) throw new HttpError(404, STAFF_MESSAGES.orderNotFound);
  const row = await ordersQuery(trx).where('orders.id', '=', orderId).executeTakeFirst();
  if (!row) throw new Error(`order ${orderId} has no lines`);
  return toOrder(row);
}

/** Writes the move; answers the changed fields as they were and as they are now, for the audit log. */
async function applyMove(
  trx: Transaction<Database>,
  order: Order,
  { orderId, action, shipment }: FulfilmentMove,
  now: Date,
): Promise<{ before: Fields; after: Fields }> {
  const at = now.toISOString();
  switch (action) {
    case 'order.mark_printing': {
      await trx.insertInto('shipments').values({ order_id: orderId, printing_at: now }).execute();
      await trx.updateTable('orders').set({ status: PRINTING }).where('id', '=', orderId).execute();
      return { before: { status: order.status }, after: { status: PRINTING, printing_at: at } };
    }
    case 'order.mark_shipped': {
      if (!shipment) throw new Error('mark-shipped without a carrier and tracking number');
      await trx
        .updateTable('shipments')
        .set({ shipped_at: now, carrier: shipment.carrier, tracking_number: shipment.trackingNumber })
        .where('order_id', '=', orderId)
        .execute();
      await trx.updateTable('orders').set({ status: SHIPPED }).where('id', '=', orderId).execute();
      return {
        before: { status: order.status, carrier: null, tracking_number: null },
        after: { status: SHIPPED, carrier: shipment.carrier, tracking_number: shipment.trackingNumber, shipped_at: at },
      };
    }
    case 'order.mark_delivered': {
      // Printed sets have a shipment; a cash-on-delivery order of files has none (nothing was shipped).
      await trx.updateTable('shipments').set({ delivered_at: now }).where('order_id', '=', orderId).execute();
      // Cash on delivery: the money was taken at the door, so the order is paid from now on.
      const cash = order.payment_mode === CASH_ON_DELIVERY;
      await trx
        .updateTable('orders')
        .set({ status: DELIVERED, ...(cash ? { paid_at: now } : {}) })
        .where('id', '=', orderId)
        .execute();
      const paid = cash ? { before: { paid_at: order.paid_at }, after: { paid_at: at } } : { before: {}, after: {} };
      return {
        before: { status: order.status, ...paid.before },
        after: { status: DELIVERED, delivered_at: at, ...paid.after },
      };
    }
  }
}

/**
 * Whether the order's printed sets were sent to print (a shipment exists): the shopper may then no longer cancel it.
 * Asked in the cancel's transaction, holding the order's row, which a move to Printing holds too.
 */
export async function printingStarted(db: Kysely<Database> | Transaction<Database>, orderId: number): Promise<boolean> {
  const shipment = await db
    .selectFrom('shipments')
    .select('order_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return shipment !== undefined;
}

/**
 * Moves an order one step, in one transaction holding its row: the move is allowed only from the status before it
 * (contracts' judgeMove: else 409 with the reason), and its audit entry (who, what, before and after) stands or falls
 * with it. The same move again is answered as done and changes nothing.
 */
export async function moveOrder(
  db: Kysely<Database>,
  move: FulfilmentMove,
  now = new Date(),
): Promise<FulfilmentOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, move.orderId);
    const verdict = judgeMove(order, move.action, move.shipment);
    if (verdict.kind === 'refused') throw new HttpError(409, verdict.message);
    if (verdict.kind === 'done') return { kind: 'done', order };
    const { before, after } = await applyMove(trx, order, move, now);
    await recordStaffAction(trx, {
      staffUserId: move.staffUserId,
      action: move.action,
      recordType: 'order',
      recordId: move.orderId,
      before,
      after,
    });
    return { kind: 'moved', order: await lockedOrder(trx, move.orderId) };
  });
}
