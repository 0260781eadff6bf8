import type { Order } from '../checkout/order';
import {
  AWAITING_PAYMENT,
  CANCELLED,
  CASH_ON_DELIVERY_ORDERED,
  DELIVERED,
  PAID,
  PAYMENT_DECLINED,
  PRINTING,
  REFUNDED,
  SHIPPED,
} from '../checkout/orderStatus';
import { judgeMove, offeredOrderActions, ORDER_ACTION_MESSAGES, type ActionableOrder } from './orderActions';

type Line = ActionableOrder['lines'][number];
const printed: Line = { plan_set: { code: 2 }, options: [] };
const pdf: Line = { plan_set: { code: 1 }, options: [] };
const printedWithReport: Line = { ...printed, options: [{ code: 1 }] };

function order(
  status: number,
  lines = [printed],
  paymentMode = 2,
  shipment: Order['shipment'] = null,
): ActionableOrder {
  // A card order is paid unless it awaits payment; a cash order once delivered (the mark-delivered move sets it).
  const paid = paymentMode === 2 ? status !== AWAITING_PAYMENT : status === DELIVERED;
  return {
    _id: '42',
    lines,
    status,
    payment_mode: paymentMode,
    paid_at: paid ? '2026-11-20T10:00:00.000Z' : null,
    shipment,
  };
}

const shippedWith = (carrier: string, number: string): Order['shipment'] => ({
  printing_at: '2026-11-20T10:00:00.000Z',
  shipped_at: '2026-11-21T10:00:00.000Z',
  carrier,
  tracking_number: number,
  delivered_at: null,
});

describe('the printed sets’ moves', () => {
  it('go Paid -> Printing -> Shipped -> Delivered, one step at a time', () => {
    expect(judgeMove(order(PAID), 'order.mark_printing')).toEqual({ kind: 'move' });
    expect(judgeMove(order(PRINTING), 'order.mark_shipped')).toEqual({ kind: 'move' });
    expect(judgeMove(order(SHIPPED), 'order.mark_delivered')).toEqual({ kind: 'move' });
    expect(judgeMove(order(PAID), 'order.mark_shipped')).toEqual({
      kind: 'refused',
      message: 'Only an order that is printing can be marked shipped; order #42 is Paid.',
    });
    expect(judgeMove(order(PRINTING), 'order.mark_delivered')).toEqual({
      kind: 'refused',
      message: 'Only a shipped order can be marked delivered; order #42 is Printing.',
    });
  });

  it('start a cash-on-delivery order from its placing', () => {
    expect(judgeMove(order(CASH_ON_DELIVERY_ORDERED, [printed], 1), 'order.mark_printing')).toEqual({ kind: 'move' });
  });

  it('never start an order that is not paid, or is refunded, cancelled or replaced', () => {
    for (const status of [AWAITING_PAYMENT, PAYMENT_DECLINED, CANCELLED, REFUNDED] as const) {
      expect(judgeMove(order(status), 'order.mark_printing').kind).toBe('refused');
    }
    expect(judgeMove(order(REFUNDED), 'order.mark_printing')).toEqual({
      kind: 'refused',
      message: ORDER_ACTION_MESSAGES.notPrintable('42', 'Refunded'),
    });
  });

  it('never touch an order without printed sets: its plans are files', () => {
    expect(judgeMove(order(PAID, [pdf]), 'order.mark_printing')).toEqual({
      kind: 'refused',
      message: 'Order #42 holds no printed sets: its plans are delivered as files, never printed or shipped.',
    });
    expect(judgeMove(order(PAID, [pdf, printed]), 'order.mark_printing')).toEqual({ kind: 'move' });
  });

  it('mark a cash-on-delivery order of files delivered when its cash is received, and nothing else of it', () => {
    expect(judgeMove(order(CASH_ON_DELIVERY_ORDERED, [pdf], 1), 'order.mark_delivered')).toEqual({ kind: 'move' });
    expect(judgeMove(order(DELIVERED, [pdf], 1), 'order.mark_delivered')).toEqual({ kind: 'done' });
    expect(judgeMove(order(REFUNDED, [pdf], 1), 'order.mark_delivered')).toEqual({
      kind: 'refused',
      message: 'Only a cash-on-delivery order whose cash is due can be marked delivered; order #42 is Refunded.',
    });
    expect(judgeMove(order(CASH_ON_DELIVERY_ORDERED, [pdf], 1), 'order.mark_printing').kind).toBe('refused');
  });

  it('have no delivery to mark for a card order of files', () => {
    expect(judgeMove(order(PAID, [pdf]), 'order.mark_delivered')).toEqual({
      kind: 'refused',
      message:
        'Order #42 holds no printed sets and is paid by card: its files are downloaded as soon as it is paid, so there is no delivery to mark.',
    });
  });

  it('take the same move again as done (a double click), and a different shipment as a refusal', () => {
    expect(judgeMove(order(PRINTING), 'order.mark_printing')).toEqual({ kind: 'done' });
    expect(judgeMove(order(DELIVERED), 'order.mark_delivered')).toEqual({ kind: 'done' });
    const shipped = order(SHIPPED, [printed], 2, shippedWith('ups', '1Z999AA10123456784'));
    expect(judgeMove(shipped, 'order.mark_shipped', { carrier: 'ups', trackingNumber: '1Z999AA10123456784' })).toEqual({
      kind: 'done',
    });
    expect(judgeMove(shipped, 'order.mark_shipped', { carrier: 'fedex', trackingNumber: '123456789012' })).toEqual({
      kind: 'refused',
      message: 'Order #42 was already shipped with UPS, tracking number 1Z999AA10123456784.',
    });
  });
});

describe('the actions the desk offers', () => {
  it('offers the next move of printed sets and a refund while the money can go back', () => {
    expect(offeredOrderActions(order(PAID))).toEqual(['order.mark_printing', 'order.refund']);
    expect(offeredOrderActions(order(PRINTING))).toEqual(['order.mark_shipped', 'order.refund']);
    expect(offeredOrderActions(order(SHIPPED))).toEqual(['order.mark_delivered', 'order.refund']);
    expect(offeredOrderActions(order(DELIVERED))).toEqual(['order.refund']);
  });

  it('offers a digital order a refund and its download mail again, and nothing on one that is unpaid or refunded', () => {
    expect(offeredOrderActions(order(PAID, [pdf]))).toEqual(['order.refund', 'order.resend_download_mail']);
    expect(offeredOrderActions(order(CASH_ON_DELIVERY_ORDERED, [pdf], 1))).toEqual([
      'order.mark_delivered',
      'order.refund',
    ]);
    expect(offeredOrderActions(order(AWAITING_PAYMENT))).toEqual([]);
    expect(offeredOrderActions(order(REFUNDED))).toEqual([]);
  });

  it('offers the download mail while files may be downloaded: printed sets with a report, a cash order once delivered', () => {
    expect(offeredOrderActions(order(SHIPPED, [printedWithReport]))).toEqual([
      'order.mark_delivered',
      'order.refund',
      'order.resend_download_mail',
    ]);
    expect(offeredOrderActions(order(CASH_ON_DELIVERY_ORDERED, [pdf], 1))).not.toContain('order.resend_download_mail');
    expect(offeredOrderActions(order(DELIVERED, [pdf], 1))).toEqual(['order.resend_download_mail']);
  });

  it('offers no refund of a cash-on-delivery order paid at the door', () => {
    expect(offeredOrderActions(order(DELIVERED, [printed], 1))).toEqual([]);
    expect(offeredOrderActions(order(SHIPPED, [printed], 1))).toEqual(['order.mark_delivered', 'order.refund']);
  });
});
