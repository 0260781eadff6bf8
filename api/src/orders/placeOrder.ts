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
import { findUsablePromoCode } from '../promo-codes/promoCodeStore';

export interface PlaceOrderInput {
  userId: number;
  cartEntryId: number;
  paymentMode: number;
  promoCodeId: number | null;
}

export interface PlacedOrder {
  orderId: number;
  /** An order this one replaced (the shopper changed the promo code or payment mode): its intent must be cancelled. */
  replacedIntentId: string | null;
}

export const CART_ENTRY_GONE = 'This plan is no longer in your cart.';

/**
 * Creates the order for a cart entry, or answers the one that exists: one live order per entry.
 * The entry's row is locked for the transaction, so a double click or two concurrent requests queue here and
 * the second finds the first's order. Amounts are computed here, with the promo code's rules as they are now.
 */
export async function placeOrder(db: Kysely<Database>, input: PlaceOrderInput, now = new Date()): Promise<PlacedOrder> {
  return db.transaction().execute(async (trx) => {
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
    if (live && live.payment_mode === input.paymentMode && live.promo_code_id === input.promoCodeId) {
      return { orderId: live.id, replacedIntentId: null };
    }

    let discount = 0;
    if (input.promoCodeId !== null) {
      const usable = await findUsablePromoCode(trx, input.promoCodeId, now);
      if (!usable.ok) throw new HttpError(400, usable.message);
      discount = discountFor(entry.price_cents, usable.promo);
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
        promo_code_id: input.promoCodeId,
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
