import type { RewardProgramme } from '../account/userSettings';
import type { OrderStatusCode } from '../orders/orderCodes';
import { CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, PRINTING, SHIPPED } from './orderStatus';

/**
 * Who may use a promo code: any signed-in shopper, a shopper on their first order, or members of the builder
 * rewards programme. The rule is stored on the code and checked by the server when the code is applied and again
 * when the order is placed.
 */
export const PROMO_CODE_ELIGIBILITIES = ['anyone', 'first_order', 'builder_programme'] as const;
export type PromoCodeEligibility = (typeof PROMO_CODE_ELIGIBILITIES)[number];

/** public: offered in the checkout's list. private (trade codes): never listed, usable when typed. */
export const PROMO_CODE_VISIBILITIES = ['public', 'private'] as const;
export type PromoCodeVisibility = (typeof PROMO_CODE_VISIBILITIES)[number];

/** The User Settings reward programme that "for builders" codes are meant for. */
export const BUILDER_PROGRAMME: RewardProgramme = 'professional_builder';

/**
 * Orders after which a shopper's next order is no longer their first: paid, placed for cash on delivery (the shopper
 * has committed to it; they pay on delivery), printed sets printing or shipped, and delivered. Unpaid, declined and
 * cancelled orders do not count.
 */
export const ORDERED_STATUSES: readonly OrderStatusCode[] = [
  PAID,
  CASH_ON_DELIVERY_ORDERED,
  PRINTING,
  SHIPPED,
  DELIVERED,
];

/** Why a code cannot be used, as the checkout shows it next to the code. */
export const PROMO_CODE_REFUSALS = {
  unknown: 'This promo code does not exist.',
  notYetValid: 'This promo code is not valid yet.',
  expired: 'This promo code has expired.',
  firstOrderOnly: "This code is for a shopper's first order only.",
  firstOrderCodeInUse:
    'A first-order code is already on another of your orders awaiting payment. Pay that order, or check it out again without the code.',
  builderProgrammeOnly: 'This code is for members of the builder rewards programme. Join it in User Settings.',
} as const;
export type PromoCodeRefusal = (typeof PROMO_CODE_REFUSALS)[keyof typeof PROMO_CODE_REFUSALS];

/** What the server knows of the signed-in shopper when it checks a code's eligibility. */
export interface ShopperStanding {
  /** The shopper has an order in ORDERED_STATUSES. */
  hasOrdered: boolean;
  /**
   * An unpaid order for another cart entry already carries a first-order code: two orders placed before either is
   * paid must not both get the first-order discount.
   */
  firstOrderCodeOnAnotherOrder: boolean;
  rewardProgramme: RewardProgramme;
}

/** Null when the shopper may use a code with this eligibility, otherwise the reason they may not. */
export function eligibilityRefusal(
  eligibility: PromoCodeEligibility,
  standing: ShopperStanding,
): PromoCodeRefusal | null {
  switch (eligibility) {
    case 'anyone':
      return null;
    case 'first_order':
      if (standing.hasOrdered) return PROMO_CODE_REFUSALS.firstOrderOnly;
      return standing.firstOrderCodeOnAnotherOrder ? PROMO_CODE_REFUSALS.firstOrderCodeInUse : null;
    case 'builder_programme':
      return standing.rewardProgramme === BUILDER_PROGRAMME ? null : PROMO_CODE_REFUSALS.builderProgrammeOnly;
  }
}

/** Who a listed code is for, after its discount in the checkout's list; nothing for a code anyone may use. */
export const ELIGIBILITY_NOTES: Readonly<Record<PromoCodeEligibility, string | null>> = {
  anyone: null,
  first_order: 'first order only',
  builder_programme: 'builder rewards members',
};

/** A typed code as the wire carries it (the API's schema and the checkout's field both use it). */
export const TYPED_PROMO_CODE_PATTERN = '^[A-Za-z0-9_-]{1,32}$';

/** Codes are matched whatever the case the shopper typed them in, and without the spaces around them. */
export function normaliseTypedPromoCode(text: string): string {
  return text.trim().toUpperCase();
}
