import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Order } from 'contracts/src/checkout/order';
import { CANCELLED } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES, type OrderStatusCode } from 'contracts/src/orders/orderCodes';
import { toPlanSummary } from '../catalog/planMapping';
import { choicesOf, planSummaryRowOf, PLAN_COLUMNS_OF_ENTRY, type CartEntryRow } from '../cart/cartEntryMapping';
import type { Database, OrdersTable } from '../db/databaseSchema';

export type OrderRow = Selectable<OrdersTable>;
type Db = Kysely<Database> | Transaction<Database>;

function statusOf(code: number): OrderStatusCode {
  const known = ORDER_STATUSES.find((status) => status.code === code);
  if (!known) throw new Error(`order status ${code} is not in ORDER_STATUSES`);
  return known.code;
}

/** Orders with what their mapping needs; the staff desk filters and pages this same query (staff/staffOrderStore.ts). */
export function ordersQuery(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('cart_entries', 'cart_entries.id', 'orders.cart_entry_id')
    .innerJoin('plans', 'plans.id', 'cart_entries.plan_id')
    .leftJoin('promo_codes', 'promo_codes.id', 'orders.promo_code_id')
    .selectAll('cart_entries')
    .select(PLAN_COLUMNS_OF_ENTRY)
    .select([
      'orders.id as order_id',
      'orders.payment_mode',
      'orders.subtotal_cents',
      'orders.discount_cents',
      'orders.total_cents',
      'orders.status',
      'orders.payment_intent_id',
      'orders.created_at as ordered_at',
      'orders.paid_at',
      'promo_codes.code as promo_code',
    ]);
}

type OrderViewRow = CartEntryRow & {
  order_id: number;
  payment_mode: number;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  status: number;
  payment_intent_id: string | null;
  ordered_at: Date;
  paid_at: Date | null;
  promo_code: string | null;
};

export function toOrder(row: OrderViewRow): Order {
  return {
    _id: String(row.order_id),
    cart_id: String(row.id),
    property_id: toPlanSummary(planSummaryRowOf(row)),
    ...choicesOf(row),
    payment_mode: row.payment_mode,
    promo_code: row.promo_code,
    subtotal: row.subtotal_cents,
    discount: row.discount_cents,
    total: row.total_cents,
    status: statusOf(row.status),
    intent_id: row.payment_intent_id,
    created_at: new Date(row.ordered_at).toISOString(),
    paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
  };
}

/** The shopper's orders, newest first; replaced (cancelled) orders are left out. */
export async function listOrders(db: Db, userId: number): Promise<Order[]> {
  const rows: OrderViewRow[] = await ordersQuery(db)
    .where('orders.user_id', '=', userId)
    .where('orders.status', '<>', CANCELLED)
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map(toOrder);
}

/** One of this shopper's orders; another shopper's is as absent as a missing one. */
export async function findOrder(db: Db, userId: number, orderId: number): Promise<Order | null> {
  const row: OrderViewRow | undefined = await ordersQuery(db)
    .where('orders.id', '=', orderId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toOrder(row) : null;
}
