import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import type { Order } from 'contracts/src/checkout/order';
import { PRINTED_SET } from 'contracts/src/checkout/printedSets';
import { shippingAddressLines } from 'contracts/src/checkout/shippingAddress';
import { carrierLabel, trackingUrlOf } from 'contracts/src/orders/carriers';
import type { MailMessage } from '../mail/mailer';

/** The shopper the mail goes to. */
export interface ShippedMailShopper {
  email: string;
  name: string;
}

/**
 * The one mail a shopper gets when their printed sets ship: which plans, the carrier, the tracking number and the
 * carrier's page that follows the parcel. It holds no secret: My Orders needs the shopper to be signed in.
 */
export function shippedMail(order: Order, shopper: ShippedMailShopper, siteUrl: string): MailMessage {
  const shipment = order.shipment;
  if (!shipment?.carrier || !shipment.tracking_number) throw new Error(`order ${order._id} is not shipped`);
  const trackingUrl = trackingUrlOf(shipment.carrier, shipment.tracking_number);
  const myOrders = new URL('/myaccount?tab=orders', siteUrl);
  const name = shopper.name.trim();
  const printed = order.lines.filter((line) => line.plan_set.code === PRINTED_SET);
  return {
    to: shopper.email,
    subject: `Your printed sets for order ${order._id} have shipped`,
    text: [
      name === '' ? 'Hello,' : `Hello ${name},`,
      '',
      `The printed sets of your order ${order._id} are on their way.`,
      '',
      `Carrier: ${carrierLabel(shipment.carrier)}`,
      `Tracking number: ${shipment.tracking_number}`,
      ...(trackingUrl === null ? [] : [`Follow your parcel: ${trackingUrl}`]),
      ...(order.shipping_address === null
        ? []
        : ['', 'Shipped to:', ...shippingAddressLines(order.shipping_address).map((line) => `  ${line}`)]),
      '',
      'In the parcel:',
      ...printed.map((line) => {
        const plan = line.property_id;
        return `- ${plan.name} (plan number ${plan.plan_number ?? 'N/A'}): ${line.plan_set.label}`;
      }),
      '',
      `My Orders shows where your order is: ${myOrders.toString()}`,
      '',
      `House Plans · ${STORE_CONTACT.email.label} · ${STORE_CONTACT.phone.label} (${STORE_CONTACT.hours})`,
    ].join('\n'),
  };
}
