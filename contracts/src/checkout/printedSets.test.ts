import type { Order } from './order';
import { CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, PRINTING, REFUNDED, SHIPPED } from './orderStatus';
import { holdsPrintedSets, printedSetProgress } from './printedSets';

const printed = { plan_set: { code: 2, label: 'Five Printed Sets', price: 0 } };
const pdf = { plan_set: { code: 1, label: 'PDF Set', price: 0 } };

const shipment = (step: 'printing' | 'shipped' | 'delivered'): NonNullable<Order['shipment']> => ({
  printing_at: '2026-11-21T09:00:00.000Z',
  shipped_at: step === 'printing' ? null : '2026-11-22T09:00:00.000Z',
  carrier: step === 'printing' ? null : 'ups',
  tracking_number: step === 'printing' ? null : '1Z999AA10123456784',
  delivered_at: step === 'delivered' ? '2026-11-25T09:00:00.000Z' : null,
});

function order(status: number, shipmentNow: Order['shipment'] = null, lines = [printed], paymentMode = 2) {
  return {
    lines,
    status,
    payment_mode: paymentMode,
    created_at: '2026-11-20T08:00:00.000Z',
    paid_at: paymentMode === 2 ? '2026-11-20T08:05:00.000Z' : null,
    shipment: shipmentNow,
  };
}

const reachedOf = (steps: ReturnType<typeof printedSetProgress>) =>
  steps?.map((step) => `${step.label}${step.reached ? ' ✓' : ''}`);

describe('the printed sets’ way as the shopper sees it', () => {
  it('tells printed sets from files', () => {
    expect(holdsPrintedSets({ lines: [pdf, printed] })).toBe(true);
    expect(holdsPrintedSets({ lines: [pdf] })).toBe(false);
  });

  it('shows every step, those reached with when', () => {
    expect(reachedOf(printedSetProgress(order(PAID)))).toEqual(['Paid ✓', 'Printing', 'Shipped', 'Delivered']);
    expect(reachedOf(printedSetProgress(order(PRINTING, shipment('printing'))))).toEqual([
      'Paid ✓',
      'Printing ✓',
      'Shipped',
      'Delivered',
    ]);
    const delivered = printedSetProgress(order(DELIVERED, shipment('delivered')));
    expect(reachedOf(delivered)).toEqual(['Paid ✓', 'Printing ✓', 'Shipped ✓', 'Delivered ✓']);
    expect(delivered?.map((step) => step.at)).toEqual([
      '2026-11-20T08:05:00.000Z',
      '2026-11-21T09:00:00.000Z',
      '2026-11-22T09:00:00.000Z',
      '2026-11-25T09:00:00.000Z',
    ]);
  });

  it('shows the carrier, the tracking number and its tracking page once shipped', () => {
    const shipped = printedSetProgress(order(SHIPPED, shipment('shipped')))?.find((step) => step.label === 'Shipped');
    expect(shipped).toEqual({
      label: 'Shipped',
      reached: true,
      at: '2026-11-22T09:00:00.000Z',
      tracking: {
        carrier: 'UPS',
        number: '1Z999AA10123456784',
        url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      },
    });
  });

  it('starts a cash-on-delivery order at its placing', () => {
    const steps = printedSetProgress(order(CASH_ON_DELIVERY_ORDERED, null, [printed], 1));
    expect(steps?.[0]).toEqual({ label: 'Ordered', reached: true, at: '2026-11-20T08:00:00.000Z' });
    expect(reachedOf(steps)).toEqual(['Ordered ✓', 'Printing', 'Shipped', 'Delivered']);
  });

  it('shows nothing for files only, or for an order refunded', () => {
    expect(printedSetProgress(order(PAID, null, [pdf]))).toBeNull();
    expect(printedSetProgress(order(REFUNDED, shipment('printing')))).toBeNull();
  });
});
