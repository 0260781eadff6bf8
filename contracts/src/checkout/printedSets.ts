import { carrierLabel, trackingUrlOf } from '../orders/carriers';
import { CASH_ON_DELIVERY } from '../orders/orderCodes';
import type { Order } from './order';
import { CASH_ON_DELIVERY_ORDERED, DELIVERED, PAID, PRINTING, SHIPPED } from './orderStatus';

/** The PLAN_SETS code that is printed and shipped ('Five Printed Sets'); the other sets are files. */
export const PRINTED_SET = 2;

/** An order with a line of printed sets: it goes Paid -> Printing -> Shipped -> Delivered (the staff desk moves it). */
export function holdsPrintedSets(order: { lines: ReadonlyArray<{ plan_set: { code: number } }> }): boolean {
  return order.lines.some((line) => line.plan_set.code === PRINTED_SET);
}

/** The order's status, in the order the printed sets move through them: how far an order has come. */
const WAY: readonly number[] = [PAID, PRINTING, SHIPPED, DELIVERED];

/** One step of the printed sets' way, as My Orders shows it. */
export interface PrintedSetStep {
  label: 'Paid' | 'Ordered' | 'Printing' | 'Shipped' | 'Delivered';
  /** Reached: this step, or one after it, has happened. */
  reached: boolean;
  /** When it happened (ISO date-time); null when not yet, or not known. */
  at: string | null;
  /** Shipped: the carrier's name and the tracking number, and where to follow the parcel. */
  tracking?: { carrier: string; number: string; url: string | null };
}

/** What the steps are read from: the order's sets, status, payment, dates and shipment. */
export interface ProgressOrder {
  lines: ReadonlyArray<{ plan_set: { code: number } }>;
  status: number;
  payment_mode: number;
  created_at: string;
  paid_at: string | null;
  shipment: Order['shipment'];
}

/**
 * The printed sets' steps for an order that holds some and is on its way (paid, or placed for cash on delivery, and
 * not refunded or cancelled); null for any other order. A cash-on-delivery order's first step is 'Ordered': it is paid
 * at the door.
 */
export function printedSetProgress(order: ProgressOrder): PrintedSetStep[] | null {
  if (!holdsPrintedSets(order)) return null;
  const cash = order.payment_mode === CASH_ON_DELIVERY;
  const reachedIndex = WAY.indexOf(cash && order.status === CASH_ON_DELIVERY_ORDERED ? PAID : order.status);
  if (reachedIndex < 0) return null;
  const shipment = order.shipment;
  const reached = (step: number) => reachedIndex >= WAY.indexOf(step);
  const shipped: PrintedSetStep = { label: 'Shipped', reached: reached(SHIPPED), at: shipment?.shipped_at ?? null };
  if (shipment?.carrier && shipment.tracking_number) {
    shipped.tracking = {
      carrier: carrierLabel(shipment.carrier),
      number: shipment.tracking_number,
      url: trackingUrlOf(shipment.carrier, shipment.tracking_number),
    };
  }
  return [
    cash
      ? { label: 'Ordered', reached: true, at: order.created_at }
      : { label: 'Paid', reached: true, at: order.paid_at },
    { label: 'Printing', reached: reached(PRINTING), at: shipment?.printing_at ?? null },
    shipped,
    { label: 'Delivered', reached: reached(DELIVERED), at: shipment?.delivered_at ?? null },
  ];
}
