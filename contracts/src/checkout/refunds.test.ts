import { shopperCancelDeadline } from './refunds';

describe("the shopper's cancel window", () => {
  it('ends 2 hours after a card payment, or after placing a cash-on-delivery order', () => {
    const placed = '2026-05-01T10:00:00.000Z';
    const paid = '2026-05-01T10:30:00.000Z';
    expect(shopperCancelDeadline({ payment_mode: 2, created_at: placed, paid_at: paid })?.toISOString()).toBe(
      '2026-05-01T12:30:00.000Z',
    );
    expect(shopperCancelDeadline({ payment_mode: 1, created_at: placed, paid_at: null })?.toISOString()).toBe(
      '2026-05-01T12:00:00.000Z',
    );
  });

  it('does not open for a card order that is not paid', () => {
    expect(
      shopperCancelDeadline({ payment_mode: 2, created_at: '2026-05-01T10:00:00.000Z', paid_at: null }),
    ).toBeNull();
  });
});
