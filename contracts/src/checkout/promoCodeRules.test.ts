import { ORDER_STATUSES } from '../orders/orderCodes';
import {
  eligibilityRefusal,
  normaliseTypedPromoCode,
  ORDERED_STATUSES,
  PROMO_CODE_REFUSALS,
  TYPED_PROMO_CODE_PATTERN,
  type ShopperStanding,
} from './promoCodeRules';

const newShopper: ShopperStanding = {
  hasOrdered: false,
  firstOrderCodeOnAnotherOrder: false,
  rewardProgramme: 'neither',
};

describe('eligibilityRefusal', () => {
  it('lets anyone use a code for anyone', () => {
    expect(
      eligibilityRefusal('anyone', {
        hasOrdered: true,
        firstOrderCodeOnAnotherOrder: true,
        rewardProgramme: 'neither',
      }),
    ).toBeNull();
  });

  it('keeps a first-order code to a shopper who has not ordered and has it on no other unpaid order', () => {
    expect(eligibilityRefusal('first_order', newShopper)).toBeNull();
    expect(eligibilityRefusal('first_order', { ...newShopper, hasOrdered: true })).toBe(
      "This code is for a shopper's first order only.",
    );
    expect(eligibilityRefusal('first_order', { ...newShopper, firstOrderCodeOnAnotherOrder: true })).toBe(
      PROMO_CODE_REFUSALS.firstOrderCodeInUse,
    );
  });

  it('keeps a builders code to members of the builder rewards programme', () => {
    expect(
      eligibilityRefusal('builder_programme', { ...newShopper, rewardProgramme: 'professional_builder' }),
    ).toBeNull();
    for (const rewardProgramme of ['neither', 'real_estate_agent'] as const) {
      expect(eligibilityRefusal('builder_programme', { ...newShopper, rewardProgramme })).toBe(
        'This code is for members of the builder rewards programme. Join it in User Settings.',
      );
    }
  });
});

describe('ORDERED_STATUSES', () => {
  it('are the statuses of an order the shopper has committed to, cash on delivery included', () => {
    const labels = ORDERED_STATUSES.map((code) => ORDER_STATUSES.find((status) => status.code === code)?.label);
    expect(labels).toEqual(['Paid', 'Cash on delivery', 'Printing', 'Shipped', 'Delivered']);
  });
});

describe('a typed promo code', () => {
  const accepted = (text: string) => new RegExp(TYPED_PROMO_CODE_PATTERN).test(text);

  it('is letters, digits, - and _, up to 32', () => {
    expect(['TRADE25', 'welcome10', 'SPRING-2020', 'A_B', 'X'.repeat(32)].every(accepted)).toBe(true);
    expect(['', ' TRADE25', 'TRADE 25', 'TRADE25\u0000', "x' or 1=1", 'X'.repeat(33)].some(accepted)).toBe(false);
  });

  it('is matched without its surrounding spaces and whatever its case', () => {
    expect(normaliseTypedPromoCode('  trade25 ')).toBe('TRADE25');
  });
});
