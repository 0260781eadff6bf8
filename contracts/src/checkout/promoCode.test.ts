import { describeDiscount, describePromoCode, discountFor, FLAT_DISCOUNT, PERCENT_DISCOUNT } from './promoCode';

describe('discountFor', () => {
  it('takes a percentage of the subtotal, rounded to the cent', () => {
    expect(discountFor(129_999, { discount: 10, discount_type: PERCENT_DISCOUNT })).toBe(13_000);
    expect(discountFor(100_000, { discount: 15, discount_type: PERCENT_DISCOUNT })).toBe(15_000);
  });

  it('takes a flat amount of cents for any other type', () => {
    expect(discountFor(100_000, { discount: 10_000, discount_type: FLAT_DISCOUNT })).toBe(10_000);
    expect(discountFor(100_000, { discount: 2_500, discount_type: 7 })).toBe(2_500);
  });

  it('never takes more than the subtotal nor less than nothing', () => {
    expect(discountFor(5_000, { discount: 10_000, discount_type: FLAT_DISCOUNT })).toBe(5_000);
    expect(discountFor(5_000, { discount: -100, discount_type: FLAT_DISCOUNT })).toBe(0);
  });
});

describe('describeDiscount', () => {
  it('names a percentage or a dollar amount', () => {
    expect(describeDiscount({ discount: 10, discount_type: PERCENT_DISCOUNT })).toBe('10% off');
    expect(describeDiscount({ discount: 10_000, discount_type: FLAT_DISCOUNT })).toBe('$100 off');
  });
});

describe('describePromoCode', () => {
  it('names the code and its discount, and who it is for when not everyone', () => {
    expect(
      describePromoCode({ code: 'SAVE100', discount: 10_000, discount_type: FLAT_DISCOUNT, eligibility: 'anyone' }),
    ).toBe('SAVE100: $100 off');
    expect(
      describePromoCode({
        code: 'WELCOME10',
        discount: 10,
        discount_type: PERCENT_DISCOUNT,
        eligibility: 'first_order',
      }),
    ).toBe('WELCOME10: 10% off, first order only');
    expect(
      describePromoCode({
        code: 'BUILDER15',
        discount: 15,
        discount_type: PERCENT_DISCOUNT,
        eligibility: 'builder_programme',
      }),
    ).toBe('BUILDER15: 15% off, builder rewards members');
  });
});
