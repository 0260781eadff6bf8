import { formatPrice, type Cents } from '../catalog/plan';
import { ELIGIBILITY_NOTES, type PromoCodeEligibility, type PromoCodeVisibility } from './promoCodeRules';

/** discount_type (second spec §3): 1 means a percentage, anything else a flat amount. */
export const PERCENT_DISCOUNT = 1;
export const FLAT_DISCOUNT = 2;

/** A promo code as listed by GET promocodes (only public codes valid now are listed). */
export interface PromoCode {
  _id: string;
  code: string;
  description: string;
  /** Percent (1 to 100) when discount_type is PERCENT_DISCOUNT, otherwise integer cents. */
  discount: number;
  discount_type: number;
  /** ISO date-time after which the code no longer applies; null when it does not expire. */
  valid_until: string | null;
  /** Who may use it; the server checks it when the code is applied and when the order is placed. */
  eligibility: PromoCodeEligibility;
  /** Private (trade) codes are never listed: a shopper types them. */
  visibility: PromoCodeVisibility;
}

/**
 * POST apply-promocode (JSON): a listed code by its id, or a code the shopper typed (matched whatever its case;
 * the only way to use a private code), never both. Without either the quote is the entry's plain price.
 */
export interface ApplyPromoCodeRequest {
  cart_id: string;
  promocode_id?: string;
  /** TYPED_PROMO_CODE_PATTERN. */
  promocode?: string;
}

/** The server's figures for one cart entry: what the checkout's order summary shows. */
export interface PriceQuote {
  cart_id: string;
  promocode_id: string | null;
  /** The applied code as it is written, for the order summary; null without one. */
  promocode: string | null;
  subtotal: Cents;
  discount: Cents;
  /** subtotal - discount, never below 0. */
  to_pay: Cents;
}

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
