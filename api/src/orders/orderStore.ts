import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { Order, OrderLine } from 'contracts/src/checkout/order';
import { CANCELLED } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES, type OrderStatusCode } from 'contracts/src/orders/orderCodes';
import { toPlanSummary } from '../catalog/planMapping';
import { rewardsLineOf } from '../checkout/orderTotals';
import { choicesOf, planSummaryRowOf, PLAN_COLUMNS_OF_ENTRY } from '../cart/cartEntryMapping';
import { compiledOnce } from '../db/compiledOnce';
import type { Database, OrderLinesTable, OrdersTable } from '../db/databaseSchema';
import { ORDER_SHIPPING_COLUMNS, shippingAddressOf, type ShippingColumnValues } from './shippingColumns';

export type OrderRow = Selectable<OrdersTable>;
type Db = Kysely<Database> | Transaction<Database>;

function statusOf(code: number): OrderStatusCode {
  const known = ORDER_STATUSES.find((status) => status.code === code);
  if (!known) throw new Error(`order status ${code} is not in ORDER_STATUSES`);
  return known.code;
}

/** An order's lines with their plans' card columns, in the order they were added (JSON, one array per order). */
function linesOf(eb: ExpressionBuilder<Database, 'orders'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('order_lines')
      .innerJoin('plans', 'plans.id', 'order_lines.plan_id')
      .selectAll('order_lines')
      .select(PLAN_COLUMNS_OF_ENTRY)
      .whereRef('order_lines.order_id', '=', 'orders.id')
      .orderBy('order_lines.id'),
  ).as('lines');
}

/** An order's own columns and what its mapping needs beside its lines: promo code and shipment. */
function orderViewOf(query: ReturnType<typeof ordersFrom>) {
  return query
    .leftJoin('promo_codes', 'promo_codes.id', 'orders.promo_code_id')
    .leftJoin('shipments', 'shipments.order_id', 'orders.id')
    .select([
      'orders.id as order_id',
      'orders.payment_mode',
      'orders.subtotal_cents',
      'orders.discount_cents',
      'orders.total_cents',
      'orders.rewards_cents',
      'orders.rewards_programme',
      'orders.rewards_plans_before',
      'orders.status',
      'orders.payment_intent_id',
      'orders.created_at as ordered_at',
      'orders.paid_at',
      'promo_codes.code as promo_code',
      'orders.billing_name',
      ...ORDER_SHIPPING_COLUMNS,
      'shipments.printing_at',
      'shipments.shipped_at',
      'shipments.carrier',
      'shipments.tracking_number',
      'shipments.delivered_at',
    ])
    .select((eb) => linesOf(eb));
}

function ordersFrom(db: Db) {
  return db.selectFrom('orders');
}

/**
 * Orders with what their mapping needs, one row per order: its lines (as JSON), and its first line's plan joined as
 * `plans`; the staff desk filters and pages this same query (staff/staffOrderStore.ts).
 */
export function ordersQuery(db: Db) {
  return orderViewOf(
    ordersFrom(db)
      .innerJoin('order_lines as first_line', (join) =>
        join.onRef('first_line.order_id', '=', 'orders.id').on('first_line.id', '=', (eb) =>
          eb
            .selectFrom('order_lines as earlier')
            .select((inner) => inner.fn.min('earlier.id').as('id'))
            .whereRef('earlier.order_id', '=', 'orders.id'),
        ),
      )
      .innerJoin('plans', 'plans.id', 'first_line.plan_id'),
  );
}

/**
 * The same rows for the shopper's own pages, without the first line and its plan, which only the staff desk's
 * filters read: without them this statement, the one PGlite spent most on under load, plans and runs in a third
 * less time (docs/decisions/pglite-off-main-thread.md). Every order is placed with its lines in one transaction, and a line's
 * plan cannot be deleted (order_lines.plan_id references plans), so the joins never left an order out.
 */
function shopperOrdersQuery(db: Db) {
  return orderViewOf(ordersFrom(db));
}

/** A line as its JSON arrives: the line's columns and its plan's, prefixed (cartEntryMapping). */
type OrderLineRow = Selectable<OrderLinesTable> & Parameters<typeof planSummaryRowOf>[0];

interface OrderViewRow extends ShippingColumnValues {
  order_id: number;
  payment_mode: number;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  rewards_cents: number;
  rewards_programme: string | null;
  rewards_plans_before: number | null;
  status: number;
  payment_intent_id: string | null;
  ordered_at: Date;
  paid_at: Date | null;
  promo_code: string | null;
  billing_name: string;
  lines: OrderLineRow[];
  /** The order's printed sets on their way (shipments, migration 0013): all null until sent to print. */
  printing_at: Date | null;
  shipped_at: Date | null;
  carrier: string | null;
  tracking_number: string | null;
  delivered_at: Date | null;
}

function toOrderLine(row: OrderLineRow): OrderLine {
  return {
    _id: String(row.id),
    cart_id: String(row.cart_entry_id),
    property_id: toPlanSummary(planSummaryRowOf(row)),
    ...choicesOf(row),
    price: row.price_cents,
  };
}

const isoOrNull = (moment: Date | null) => (moment === null ? null : new Date(moment).toISOString());

function shipmentOf(row: OrderViewRow): Order['shipment'] {
  if (row.printing_at === null) return null;
  return {
    printing_at: new Date(row.printing_at).toISOString(),
    shipped_at: isoOrNull(row.shipped_at),
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    delivered_at: isoOrNull(row.delivered_at),
  };
}

export function toOrder(row: OrderViewRow): Order {
  const lines = row.lines.map(toOrderLine);
  const [first] = lines;
  if (!first) throw new Error(`order ${row.order_id} has no lines`);
  return {
    _id: String(row.order_id),
    lines,
    cart_id: first.cart_id,
    property_id: first.property_id,
    plan_set: first.plan_set,
    foundation: first.foundation,
    options: first.options,
    payment_mode: row.payment_mode,
    promo_code: row.promo_code,
    subtotal: row.subtotal_cents,
    rewards: rewardsLineOf(row, row.lines),
    discount: row.discount_cents,
    total: row.total_cents,
    status: statusOf(row.status),
    intent_id: row.payment_intent_id,
    created_at: new Date(row.ordered_at).toISOString(),
    paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    billing_name: row.billing_name,
    shipping_address: shippingAddressOf(row),
    shipment: shipmentOf(row),
  };
}

/** The shopper's orders, newest first; replaced (cancelled) orders are left out. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows = await shopperOrdersQuery(db)
    .where('orders.user_id', '=', userId)
    .where('orders.status', '<>', CANCELLED)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map(toOrder);
}

/**
 * One order by its id or its intent's, the shopper's: the order page and paying read it, and its builder (a JSON
 * subquery and two joins) is the dearest of a round to build, so it is built once (db/compiledOnce.ts).
 */
const orderByIdQuery = compiledOnce(
  (db, orderId: number, userId: number) =>
    shopperOrdersQuery(db).where('orders.id', '=', orderId).where('orders.user_id', '=', userId),
  [-20_261_129, -20_261_130],
);
const orderByIntentQuery = compiledOnce(
  (db, intentId: string, userId: number) =>
    shopperOrdersQuery(db).where('orders.payment_intent_id', '=', intentId).where('orders.user_id', '=', userId),
  ['compiledOnce:intent_id', -20_261_129],
);

/** One of this shopper's orders; another shopper's is as absent as a missing one. */
export async function findOrder(db: Db, userId: number, orderId: number): Promise<Order | null> {
  const {
    rows: [row],
  } = await db.executeQuery(orderByIdQuery(db, orderId, userId));
  return row ? toOrder(row) : null;
}

/**
 * The shopper's order a payment intent was created for, with its id as stored; another shopper's is as absent as a
 * missing one. Paying reads it once, before the charge, and answers it (paymentRoutes.ts).
 */
export async function findOrderOfIntent(
  db: Db,
  userId: number,
  intentId: string,
): Promise<{ id: number; order: Order } | null> {
  const {
    rows: [row],
  } = await db.executeQuery(orderByIntentQuery(db, intentId, userId));
  return row ? { id: row.order_id, order: toOrder(row) } : null;
}
