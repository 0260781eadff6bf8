import type { Order, OrderLine } from './order';
import { nextStepsOf, paymentOf } from './orderNextSteps';

const line = (planSet: { code: number; label: string }, options: OrderLine['options'] = []): OrderLine => ({
  _id: '1',
  cart_id: '1',
  property_id: {
    _id: '1',
    name: 'Plan',
    main_images: [],
    sq_ft: 1,
    beds: 1,
    baths: 1,
    story: 1,
    cars: 0,
    plan_number: 'HP-1',
    price: 100,
    is_liked: false,
  },
  plan_set: { ...planSet, price: 100 },
  foundation: { code: 1, label: 'Basement', price: 0 },
  options,
  price: 100,
});

const order = (lines: OrderLine[], status: Order['status'], paymentMode = 2) => ({
  _id: '31',
  lines,
  status,
  payment_mode: paymentMode,
  total: 123_400,
});

describe('what happens next', () => {
  it('says how each kind of line is delivered, once each', () => {
    const steps = nextStepsOf(
      order(
        [
          line({ code: 1, label: 'PDF Set' }),
          line({ code: 3, label: 'CAD Files' }),
          line({ code: 2, label: 'Five Printed Sets' }, [{ code: 1, label: 'Cost-to-Build Report', price: 4_495 }]),
        ],
        2,
      ),
    );
    expect(steps).toEqual([
      'Your PDF and CAD sets are e-mailed to you as a download link, and can be downloaded from My Orders.',
      'Your printed sets are printed and shipped to you; we e-mail you when they ship.',
      'Cost-to-Build Reports and Materials Lists are delivered digitally within 1 to 2 business days.',
      'Questions about your order? Contact us and quote order number 31.',
    ]);
  });

  it('tells a cash on delivery shopper what to pay, and nothing about downloads for printed sets only', () => {
    const steps = nextStepsOf(order([line({ code: 2, label: 'Five Printed Sets' })], 4, 1));
    expect(steps[0]).toBe('You pay $1,234 on delivery; nothing has been charged.');
    expect(steps.join(' ')).not.toContain('download');
  });

  it('names the payment', () => {
    expect(paymentOf({ payment_mode: 2, status: 2 })).toBe('Card Payment, paid');
    expect(paymentOf({ payment_mode: 1, status: 4 })).toBe('Cash on Delivery');
  });

  it('still says a card order is paid while its printed sets are printed, shipped and delivered', () => {
    expect(([10, 11, 5] as const).map((status) => paymentOf({ payment_mode: 2, status }))).toEqual([
      'Card Payment, paid',
      'Card Payment, paid',
      'Card Payment, paid',
    ]);
    expect(paymentOf({ payment_mode: 1, status: 11 })).toBe('Cash on Delivery');
  });
});
