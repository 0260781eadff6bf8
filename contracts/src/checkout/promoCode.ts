import type { Static } from '@sinclair/typebox';
import { formatPrice, type Cents } from '../catalog/plan';
import type {
  applyPromoCodeRequestSchema,
  orderQuoteQuerySchema,
  priceQuoteSchema,
  promoCodeSchema,
} from './promoCodeSchemas';
import { ELIGIBILITY_NOTES } from './promoCodeRules';

/** discount_type (second spec §3): 1 means a percentage, anything else a flat amount. */
export const PERCENT_DISCOUNT = 1;
export const FLAT_DISCOUNT = 2;

/** GET promocodes lists at most this many codes (the spec's page asks for up to 1000). */
export const MAX_LISTED_PROMO_CODES = 1000;

/** A promo code as listed by GET promocodes (only public codes valid now are listed). */
export type PromoCode = Static<typeof promoCodeSchema>;

/**
 * POST apply-promocode (JSON): a listed code by its id, or a code the shopper typed (matched whatever its case;
 * the only way to use a private code), never both. Without either the quote is the entry's plain price.
 */
export type ApplyPromoCodeRequest = Static<typeof applyPromoCodeRequestSchema>;

/** The server's figures for one cart entry: what the checkout's order summary shows. */
export type PriceQuote = Static<typeof priceQuoteSchema>;

/** GET order-quote: one cart entry (`cart_id`), or the whole cart without it; answered as a PriceQuote. */
export type OrderQuoteQuery = Static<typeof orderQuoteQuerySchema>;

/** What a code takes off a subtotal: a percentage rounded to the cent, or a flat amount, never more than it. */
export function discountFor(subtotal: Cents, promo: Pick<PromoCode, 'discount' | 'discount_type'>): Cents {
  const raw = promo.discount_type === PERCENT_DISCOUNT ? Math.round((subtotal * promo.discount) / 100) : promo.discount;
  return Math.max(0, Math.min(subtotal, raw));
}

/** '10% off' or '$100 off', for the promo code select. */
export function describeDiscount(promo: Pick<PromoCode, 'discount' | 'discount_type'>): string {
  return promo.discount_type === PERCENT_DISCOUNT ? `${promo.discount}% off` : `${formatPrice(promo.discount)} off`;
}

/** 'SAVE100: $100 off' or 'WELCOME10: 10% off, first order only', for the promo code select. */
export function describePromoCode(
  promo: Pick<PromoCode, 'code' | 'discount' | 'discount_type' | 'eligibility'>,
): string {
  const note = ELIGIBILITY_NOTES[promo.eligibility];
  return `${promo.code}: ${describeDiscount(promo)}${note === null ? '' : `, ${note}`}`;
}
