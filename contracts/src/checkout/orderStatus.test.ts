import { ORDER_STATUSES } from '../orders/orderCodes';
import {
  AWAITING_PAYMENT,
  awaitsCardPayment,
  CANCELLED,
  CANCELLED_BY_SHOPPER,
  CANCELLED_BY_STORE,
  CASH_ON_DELIVERY_ORDERED,
  DELIVERED,
  PAID,
  PAYMENT_DECLINED,
  PRINTING,
  REFUNDED,
  refundKindOf,
  SHIPPED,
} from './orderStatus';

describe('order statuses of the checkout', () => {
  it('are the codes of the labels they are named after', () => {
    const labelOf = (code: number) => ORDER_STATUSES.find((status) => status.code === code)?.label;
    expect([AWAITING_PAYMENT, PAID, PAYMENT_DECLINED, CASH_ON_DELIVERY_ORDERED, CANCELLED].map(labelOf)).toEqual([
      'Awaiting payment',
      'Paid',
      'Payment declined',
      'Cash on delivery',
      'Cancelled',
    ]);
  });

  it('adds refunds and cancellations after the codes stored orders already hold', () => {
    const labelOf = (code: number) => ORDER_STATUSES.find((status) => status.code === code)?.label;
    expect([REFUNDED, CANCELLED_BY_SHOPPER, CANCELLED_BY_STORE]).toEqual([7, 8, 9]);
    expect([REFUNDED, CANCELLED_BY_SHOPPER, CANCELLED_BY_STORE].map(labelOf)).toEqual([
      'Refunded',
      'Cancelled by shopper',
      'Cancelled by store',
    ]);
  });

  it('refunds a card order once paid, calls off a cash-on-delivery order before delivery, and nothing else', () => {
    const card = (status: number) => refundKindOf({ payment_mode: 2, status });
    const cash = (status: number) => refundKindOf({ payment_mode: 1, status });
    expect([PAID, DELIVERED].map(card)).toEqual(['card', 'card']);
    expect(cash(CASH_ON_DELIVERY_ORDERED)).toBe('nothing_taken');
    const never = [AWAITING_PAYMENT, PAYMENT_DECLINED, CANCELLED, REFUNDED, CANCELLED_BY_SHOPPER, CANCELLED_BY_STORE];
    expect(never.map(card)).toEqual(never.map(() => null));
    // Cash handed over at the door goes back by hand, not through the store.
    expect(cash(DELIVERED)).toBeNull();
  });

  it("adds the printed sets' Printing and Shipped after the refunds' codes", () => {
    const labelOf = (code: number) => ORDER_STATUSES.find((status) => status.code === code)?.label;
    expect([PRINTING, SHIPPED]).toEqual([10, 11]);
    expect([PRINTING, SHIPPED].map(labelOf)).toEqual(['Printing', 'Shipped']);
  });

  it('refunds printed sets being printed or shipped like a paid order; a cash order is called off, nothing taken', () => {
    expect([PRINTING, SHIPPED].map((status) => refundKindOf({ payment_mode: 2, status }))).toEqual(['card', 'card']);
    expect([PRINTING, SHIPPED].map((status) => refundKindOf({ payment_mode: 1, status }))).toEqual([
      'nothing_taken',
      'nothing_taken',
    ]);
  });

  it('lets only an unpaid or declined card order be paid', () => {
    expect(awaitsCardPayment({ payment_mode: 2, status: AWAITING_PAYMENT })).toBe(true);
    expect(awaitsCardPayment({ payment_mode: 2, status: PAYMENT_DECLINED })).toBe(true);
    expect(awaitsCardPayment({ payment_mode: 2, status: PAID })).toBe(false);
    expect(awaitsCardPayment({ payment_mode: 1, status: AWAITING_PAYMENT })).toBe(false);
    expect(awaitsCardPayment({ payment_mode: 2, status: CANCELLED })).toBe(false);
  });
});
