import { ORDER_STATUSES } from '../orders/orderCodes';
import {
  AWAITING_PAYMENT,
  awaitsCardPayment,
  CANCELLED,
  CASH_ON_DELIVERY_ORDERED,
  PAID,
  PAYMENT_DECLINED,
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

  it('lets only an unpaid or declined card order be paid', () => {
    expect(awaitsCardPayment({ payment_mode: 2, status: AWAITING_PAYMENT })).toBe(true);
    expect(awaitsCardPayment({ payment_mode: 2, status: PAYMENT_DECLINED })).toBe(true);
    expect(awaitsCardPayment({ payment_mode: 2, status: PAID })).toBe(false);
    expect(awaitsCardPayment({ payment_mode: 1, status: AWAITING_PAYMENT })).toBe(false);
    expect(awaitsCardPayment({ payment_mode: 2, status: CANCELLED })).toBe(false);
  });
});
