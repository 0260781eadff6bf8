import { sql, type Kysely, type Transaction } from 'kysely';
import {
  AWAITING_PAYMENT,
  CANCELLED,
  CASH_ON_DELIVERY_ORDERED,
  PAYMENT_DECLINED,
} from 'contracts/src/checkout/orderStatus';
import {
  missingAddressMessage,
  sameShippingAddress,
  shippingReasonOf,
  type ShippingAddress,
} from 'contracts/src/checkout/shippingAddress';
import { CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';
import type { Order } from 'contracts/src/checkout/order';
import { PLAN_COLUMNS_OF_ENTRY, planColumnsOf } from '../cart/cartEntryMapping';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { computeOrderTotals, rewardsStandingOf, rewardsStandingQuery } from '../checkout/orderTotals';
import type { PromoCodeChoice } from '../promo-codes/promoCodeStore';
import type { JobQueue } from '../jobs/jobQueue';
import { rememberAddresses } from './lastAddresses';
import { queueOrderReceipt } from './orderReceipts';
import { toOrder } from './orderStore';
import {
  ORDER_SHIPPING_COLUMNS,
  shippingAddressOf,
  shippingColumnsOf,
  type ShippingColumnValues,
} from './shippingColumns';

export interface PlaceOrderInput {
  userId: number;
  /** The cart entries to order together, each once, in any order. */
  cartEntryIds: readonly number[];
  paymentMode: number;
  promoCode: PromoCodeChoice | null;
  /** The name on the licence, trimmed (deliveryDetails.ts checked it). */
  billingName: string;
  /**
   * The shipping address as given, checked and normalised; null when none was sent. Kept on the order only when the
   * order needs one (printed sets, cash on delivery), required then.
   */
  shippingAddress: ShippingAddress | null;
}

export interface PlacedOrder {
  orderId: number;
  /**
   * The order as the shopper sees it, built from what this call wrote, when it placed a new one; null when it answers
   * an order placed before (a double click, a retry), which the caller reads.
   */
  order: Order | null;
  /** The plans left in the shopper's cart: read with the entries, less those a cash-on-delivery order took. */
  cartCount: number;
  /**
   * Unpaid orders this one replaced (the shopper changed the lines, promo code or payment mode): their intents must
   * be cancelled.
   */
  replacedIntentIds: string[];
}

export const CART_ENTRY_GONE = 'This plan is no longer in your cart.';

type Trx = Transaction<Database>;

/** A live order that holds one of the requested entries, its terms, and every entry it holds. */
interface LiveOrder extends ShippingColumnValues {
  id: number;
  status: number;
  payment_mode: number;
  promo_code_id: number | null;
  payment_intent_id: string | null;
  billing_name: string;
  total_cents: number;
  rewards_cents: number;
  cartEntryIds: number[];
}

function sameEntries(order: LiveOrder, requested: readonly number[]): boolean {
  return order.cartEntryIds.length === requested.length && requested.every((id) => order.cartEntryIds.includes(id));
}

/**
 * An order line of a live order, as the partial index on them says it (`where order_live`). Written out, not compared
 * with a parameter: statements are prepared once and run with a generic plan, which can use that index only when the
 * query says `order_live` itself; with a parameter it read every order line ever placed
 * (docs/decisions/pglite-off-main-thread.md, 2026-11-29).
 */
const IS_LIVE_LINE = sql<boolean>`order_lines.order_live`;

/** The live (not cancelled) orders that hold any of these entries, with all their entries. */
async function liveOrdersOf(trx: Trx, cartEntryIds: readonly number[]): Promise<LiveOrder[]> {
  const rows = await trx
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.status',
      'orders.payment_mode',
      'orders.promo_code_id',
      'orders.payment_intent_id',
      'orders.billing_name',
      'orders.total_cents',
      'orders.rewards_cents',
      ...ORDER_SHIPPING_COLUMNS,
      'order_lines.cart_entry_id',
    ])
    .where('orders.status', '<>', CANCELLED)
    .where('orders.id', 'in', (eb) =>
      eb
        .selectFrom('order_lines')
        .select('order_lines.order_id')
        .where('order_lines.cart_entry_id', 'in', [...cartEntryIds])
        .where(IS_LIVE_LINE),
    )
    .orderBy('orders.id')
    .orderBy('order_lines.id')
    .execute();
  const orders = new Map<number, LiveOrder>();
  for (const { cart_entry_id: cartEntryId, ...order } of rows) {
    const known = orders.get(order.id) ?? { ...order, cartEntryIds: [] };
    known.cartEntryIds.push(cartEntryId);
    orders.set(order.id, known);
  }
  return [...orders.values()];
}

/**
 * The entries' live orders were not read, on the word of the first statement that none held them, and something showed
 * that word was stale (on PostgreSQL that statement may have waited for the shopper's lock, still seeing the database
 * from before the wait): the transaction is rolled back and placed again, reading them.
 */
class LiveOrdersUnseen extends Error {
  constructor() {
    super('the live orders of the entries were not read: placed again with them');
  }
}

/**
 * Creates the order for these cart entries, or answers the one that exists: one live order per entry.
 * The shopper's row is locked for the transaction, so a double click or two concurrent requests queue here and
 * the second finds the first's order (and the database's unique index on live lines would refuse a second anyway).
 * Amounts are computed here, for the lines together, with the promo code's rules as they are now: an unpaid order
 * asked for again with its code is checked again too.
 */
export async function placeOrder(
  deps: { db: Kysely<Database>; jobs: JobQueue },
  input: PlaceOrderInput,
  now = new Date(),
): Promise<PlacedOrder> {
  try {
    return await placeOrderOnce(deps, input, now, true);
  } catch (error) {
    if (!(error instanceof LiveOrdersUnseen)) throw error;
    return placeOrderOnce(deps, input, now, false);
  }
}

/**
 * One try of placeOrder. `trustNoLiveOrders`: when the statement that locks the entries finds no live order line for
 * any of them, their live orders are not read (a new order, the common case: one statement, and on PGlite one round
 * trip with the session held, fewer); anything that would then refuse the request or keep it from placing its order
 * throws LiveOrdersUnseen instead, and the request is placed again with them read, as before.
 */
async function placeOrderOnce(
  { db, jobs }: { db: Kysely<Database>; jobs: JobQueue },
  input: PlaceOrderInput,
  now: Date,
  trustNoLiveOrders: boolean,
): Promise<PlacedOrder> {
  const requested = [...new Set(input.cartEntryIds)];
  return jobs.transaction(db, async (trx, trxJobs) => {
    // One placement per shopper at a time, not only per entry: a first-order code is checked against the shopper's
    // other orders, and two orders placed at once with it must not both see "no other order" and both get it.
    // NO KEY UPDATE: rows that merely reference the shopper (sessions, cart entries) can still be written meanwhile.
    // The shopper's row is locked by the same statement that reads and locks the entries: the EXISTS refers to
    // nothing outside it, so PostgreSQL runs it once, first (a one-time filter), before it reads any entry. One
    // statement, not two: on PGlite the transaction holds the one session through each round trip to the API.
    // The entries' plans (for the answer), the rewards standing (for the totals below) and the count of the cart (for
    // the badge) come with them: the standing is one row joined to every entry, the count a subquery run once.
    // Whether a live order line holds each entry: on PGlite, one session, this is the database as it is; on PostgreSQL it may predate a wait for
    // the lock, so a "none" is checked again by the insert below.
    const rows = await trx
      .selectFrom('cart_entries')
      .innerJoin('plans', 'plans.id', 'cart_entries.plan_id')
      .innerJoin(rewardsStandingQuery(trx, input.userId).as('standing'), (join) => join.onTrue())
      .selectAll('cart_entries')
      .select(PLAN_COLUMNS_OF_ENTRY)
      .select(['standing.reward_programme', 'standing.plans_bought'])
      .select((eb) =>
        eb
          .selectFrom('cart_entries as held')
          .select((inner) => inner.fn.countAll<string>().as('count'))
          .where('held.user_id', '=', input.userId)
          .where('held.removed_at', 'is', null)
          .as('in_cart'),
      )
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('order_lines')
              .select('order_lines.id')
              .whereRef('order_lines.cart_entry_id', '=', 'cart_entries.id')
              .where(IS_LIVE_LINE),
          )
          .as('held_live'),
      )
      .where((eb) =>
        eb.exists(eb.selectFrom('users').select('users.id').where('users.id', '=', input.userId).forNoKeyUpdate()),
      )
      .where('cart_entries.id', 'in', requested)
      .where('cart_entries.user_id', '=', input.userId)
      .orderBy('cart_entries.id')
      .forUpdate(['cart_entries'])
      .execute();
    const entries = rows.map(
      ({ reward_programme: _programme, plans_bought: _bought, in_cart: _count, held_live: _held, ...entry }) => entry,
    );
    const inCart = Number(rows[0]?.in_cart ?? 0);
    // Another shopper's entry is as absent as a missing one.
    if (entries.length !== requested.length) throw new HttpError(404, CART_ENTRY_GONE);

    const liveUnread = trustNoLiveOrders && rows.every((row) => !row.held_live);
    const live = liveUnread ? [] : await liveOrdersOf(trx, requested);
    // With the live orders unread, a refusal might have been an answer with one of them: placed again to see.
    const refusal = (error: HttpError) => (liveUnread ? new LiveOrdersUnseen() : error);
    const [only] = live;
    const theSameOrder = live.length === 1 && only !== undefined && sameEntries(only, requested) ? only : null;

    // Paid or placed for cash on delivery: the entries have left the cart and their order stands, whatever this
    // request asks (a retried or double click answers that order). Any other order for some of them is refused.
    const settled = live.find((order) => order.status !== AWAITING_PAYMENT && order.status !== PAYMENT_DECLINED);
    if (settled) {
      if (settled === theSameOrder)
        return { orderId: settled.id, order: null, cartCount: inCart, replacedIntentIds: [] };
      throw new HttpError(404, CART_ENTRY_GONE);
    }
    // Taken out of the cart by the shopper.
    if (entries.some((entry) => entry.removed_at !== null)) throw refusal(new HttpError(404, CART_ENTRY_GONE));

    // Printed sets are shipped and cash on delivery is paid at the door: those orders need an address. Any other
    // order ships nothing, and an address sent with it is left off (docs/decisions/order-lines.md).
    const shippingReason = shippingReasonOf(
      entries.map((entry) => entry.plan_set),
      input.paymentMode,
    );
    if (shippingReason !== null && input.shippingAddress === null) {
      throw refusal(new HttpError(400, missingAddressMessage(shippingReason)));
    }
    const shippingAddress = shippingReason === null ? null : input.shippingAddress;

    // The amounts, with the promo code's rules and the shopper's rewards tier as they are now (checkout/orderTotals).
    const priced = await computeOrderTotals(
      trx,
      {
        userId: input.userId,
        lines: entries.map((entry) => ({ cartEntryId: entry.id, price: entry.price_cents })),
        promoCode: input.promoCode,
        standing: rewardsStandingOf(rows[0]),
      },
      now,
    );
    if (!priced.ok) throw refusal(new HttpError(400, priced.message));
    const { totals } = priced;
    const promoCodeId = totals.promo?.id ?? null;

    if (
      theSameOrder &&
      theSameOrder.payment_mode === input.paymentMode &&
      theSameOrder.promo_code_id === promoCodeId &&
      // Enrolled, left the programme or reached a tier since: the unpaid order is priced again.
      theSameOrder.rewards_cents === (totals.rewards?.line.discount ?? 0) &&
      theSameOrder.total_cents === totals.total &&
      theSameOrder.billing_name === input.billingName &&
      sameShippingAddress(shippingAddressOf(theSameOrder), shippingAddress)
    ) {
      return { orderId: theSameOrder.id, order: null, cartCount: inCart, replacedIntentIds: [] };
    }

    // New terms (another billing name or address included) or other lines for unpaid orders: they are cancelled, so their payments can no longer be taken, and
    // their other entries are free to be ordered again.
    if (live.length > 0) {
      await trx
        .updateTable('orders')
        .set({ status: CANCELLED })
        .where(
          'id',
          'in',
          live.map((order) => order.id),
        )
        .execute();
    }
    const replacedIntentIds = live.flatMap((order) =>
      order.payment_intent_id === null ? [] : [order.payment_intent_id],
    );

    const cashOnDelivery = input.paymentMode === CASH_ON_DELIVERY;
    const values = {
      user_id: input.userId,
      payment_mode: input.paymentMode,
      promo_code_id: promoCodeId,
      subtotal_cents: totals.subtotal,
      rewards_cents: totals.rewards?.line.discount ?? 0,
      rewards_programme: totals.rewards?.programme ?? null,
      rewards_plans_before: totals.rewards?.line.plans_before ?? null,
      discount_cents: totals.discount,
      total_cents: totals.total,
      status: cashOnDelivery ? CASH_ON_DELIVERY_ORDERED : AWAITING_PAYMENT,
      billing_name: input.billingName,
      ...shippingColumnsOf(shippingAddress),
    };
    // The order, its lines and the addresses remembered for the next checkout, in one statement (see the lock above);
    // it answers the lines as stored and the order's time, so the answer is built without reading the order again.
    // A line whose entry a live order holds is left out (the unique index on live lines), not refused as an error
    // that would abort the transaction: with the live orders unread, the request is then placed again with them.
    const lines = await trx
      .with('remembered', (db) =>
        rememberAddresses(db, input.userId, { billingName: input.billingName, shippingAddress }, now),
      )
      .with('placed', (db) => db.insertInto('orders').values(values).returning(['id', 'created_at']))
      .insertInto('order_lines')
      .values(
        entries.map((entry, index) => ({
          order_id: (eb) => eb.selectFrom('placed').select('placed.id'),
          cart_entry_id: entry.id,
          plan_id: entry.plan_id,
          plan_set: entry.plan_set,
          plan_set_cents: entry.plan_set_cents,
          foundation: entry.foundation,
          foundation_cents: entry.foundation_cents,
          add_ons: entry.add_ons,
          add_on_cents: entry.add_on_cents,
          price_cents: entry.price_cents,
          rewards_percent: totals.rewards?.perLine[index]?.percent ?? 0,
          rewards_cents: totals.rewards?.perLine[index]?.discount ?? 0,
        })),
      )
      .onConflict((conflict) =>
        conflict
          .column('cart_entry_id')
          .where(sql<boolean>`order_live`)
          .doNothing(),
      )
      .returningAll()
      .returning((eb) => eb.selectFrom('placed').select('placed.created_at').as('ordered_at'))
      .execute();
    if (lines.length !== entries.length) {
      if (liveUnread) throw new LiveOrdersUnseen();
      throw new Error('a live order holds an entry whose live orders were read as none');
    }
    const [line] = lines;
    if (!line?.ordered_at) throw new Error('an order was placed without lines');
    const id = line.order_id;
    const orderedAt = line.ordered_at;
    if (cashOnDelivery) {
      await trx.updateTable('cart_entries').set({ removed_at: now }).where('id', 'in', requested).execute();
    }
    // Placed for cash on delivery: the receipt is queued with the order, in this transaction, so it is sent once.
    if (cashOnDelivery) await queueOrderReceipt(trxJobs, id);
    const order = toOrder({
      ...values,
      order_id: id,
      payment_intent_id: null,
      ordered_at: orderedAt,
      paid_at: null,
      promo_code: totals.promo?.code ?? null,
      printing_at: null,
      shipped_at: null,
      carrier: null,
      tracking_number: null,
      delivered_at: null,
      lines: lines
        .map(({ ordered_at: _orderedAt, ...stored }) => {
          const entry = entries.find((candidate) => candidate.id === stored.cart_entry_id);
          if (!entry) throw new Error(`order line ${stored.id} has no entry ${stored.cart_entry_id}`);
          return { ...stored, ...planColumnsOf(entry) };
        })
        .sort((one, other) => one.id - other.id),
    });
    const cartCount = cashOnDelivery ? inCart - requested.length : inCart;
    return { orderId: id, order, cartCount, replacedIntentIds };
  });
}
