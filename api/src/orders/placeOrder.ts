import type { Kysely } from 'kysely';
import {
  AWAITING_PAYMENT,
  CANCELLED,
  CASH_ON_DELIVERY_ORDERED,
  PAID,
  PAYMENT_DECLINED,
} from 'contracts/src/checkout/orderStatus';
import { discountFor } from 'contracts/src/checkout/promoCode';
import { CASH_ON_DELIVERY } from 'contracts/src/orders/orderCodes';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { findUsablePromoCode, type PromoCodeChoice } from '../promo-codes/promoCodeStore';

export interface PlaceOrderInput {
  userId: number;
  cartEntryId: number;
  paymentMode: number;
  promoCode: PromoCodeChoice | null;
}

export interface PlacedOrder {
  orderId: number;
  /** An order this one replaced (the shopper changed the promo code or payment mode): its intent must be cancelled. */
  replacedIntentId: string | null;
}

export const CART_ENTRY_GONE = 'This plan is no longer in your cart.';

/**
 * Creates the order for a cart entry, or answers the one that exists: one live order per entry.
 * The shopper's row is locked for the transaction, so a double click or two concurrent requests queue here and
 * the second finds the first's order. Amounts are computed here, with the promo code's rules as they are now: an
 * unpaid order asked for again with its code is checked again too.
 */
export async function placeOrder(db: Kysely<Database>, input: PlaceOrderInput, now = new Date()): Promise<PlacedOrder> {
  return db.transaction().execute(async (trx) => {
    // One placement per shopper at a time, not only per entry: a first-order code is checked against the shopper's
    // other orders, and two entries ordered at once with it must not both see "no other order" and both get it.
    // NO KEY UPDATE: rows that merely reference the shopper (sessions, cart entries) can still be written meanwhile.
    await trx.selectFrom('users').select('id').where('id', '=', input.userId).forNoKeyUpdate().executeTakeFirst();
    const entry = await trx
      .selectFrom('cart_entries')
      .select(['id', 'price_cents', 'removed_at'])
      .where('id', '=', input.cartEntryId)
      .where('user_id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new HttpError(404, CART_ENTRY_GONE);

    const live = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'payment_mode', 'promo_code_id', 'payment_intent_id'])
      .where('cart_entry_id', '=', entry.id)
      .where('status', '<>', CANCELLED)
      .executeTakeFirst();

    // Paid or cash on delivery: the entry has left the cart and its order stands, whatever this request asks.
    if (entry.removed_at !== null) {
      if (live) return { orderId: live.id, replacedIntentId: null };
      throw new HttpError(404, CART_ENTRY_GONE);
    }
    if (live?.status === PAID || live?.status === CASH_ON_DELIVERY_ORDERED) {
      return { orderId: live.id, replacedIntentId: null };
    }

    let promoCodeId: number | null = null;
    let discount = 0;
    if (input.promoCode !== null) {
      const usable = await findUsablePromoCode(
        trx,
        input.promoCode,
        { userId: input.userId, cartEntryId: entry.id },
        now,
      );
      if (!usable.ok) throw new HttpError(400, usable.message);
      promoCodeId = usable.promo.id;
      discount = discountFor(entry.price_cents, usable.promo);
    }

    if (live && live.payment_mode === input.paymentMode && live.promo_code_id === promoCodeId) {
      return { orderId: live.id, replacedIntentId: null };
    }

    let replacedIntentId: string | null = null;
    if (live && (live.status === AWAITING_PAYMENT || live.status === PAYMENT_DECLINED)) {
      // New terms for an unpaid order: the old one is cancelled, so its payment can no longer be taken.
      await trx.updateTable('orders').set({ status: CANCELLED }).where('id', '=', live.id).execute();
      replacedIntentId = live.payment_intent_id;
    }

    const cashOnDelivery = input.paymentMode === CASH_ON_DELIVERY;
    const { id } = await trx
      .insertInto('orders')
      .values({
        user_id: input.userId,
        cart_entry_id: entry.id,
        payment_mode: input.paymentMode,
        promo_code_id: promoCodeId,
        subtotal_cents: entry.price_cents,
        discount_cents: discount,
        total_cents: entry.price_cents - discount,
        status: cashOnDelivery ? CASH_ON_DELIVERY_ORDERED : AWAITING_PAYMENT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (cashOnDelivery) {
      await trx.updateTable('cart_entries').set({ removed_at: now }).where('id', '=', entry.id).execute();
    }
    return { orderId: id, replacedIntentId };
  });
}
