import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import { formatPrice } from 'contracts/src/catalog/plan';
import type { Order, OrderLine } from 'contracts/src/checkout/order';
import { nextStepsOf, paymentOf } from 'contracts/src/checkout/orderNextSteps';
import { PAID } from 'contracts/src/checkout/orderStatus';
import { describeRewards } from 'contracts/src/checkout/rewards';
import type { MailMessage } from '../mail/mailer';

/** The shopper the receipt goes to. */
export interface ReceiptShopper {
  email: string;
  name: string;
}

function lineText(line: OrderLine, index: number): string[] {
  const plan = line.property_id;
  return [
    `${index + 1}. ${plan.name} (plan number ${plan.plan_number ?? 'N/A'})`,
    `   ${line.plan_set.label}: ${formatPrice(line.plan_set.price)}`,
    `   Foundation: ${line.foundation.label}: ${line.foundation.price === 0 ? 'Included' : `+${formatPrice(line.foundation.price)}`}`,
    ...line.options.map((option) => `   ${option.label}: +${formatPrice(option.price)}`),
    `   Plan total: ${formatPrice(line.price)}`,
  ];
}

/**
 * The receipt of an order paid by card or placed for cash on delivery: what the confirmation page and My Orders show
 * (order number, every plan with its choices and prices, subtotal, rewards, discount, total, payment, what happens next) and
 * the links to them, which need the shopper to be signed in. `downloads`, when the order's plans can be downloaded
 * now, is the section with the link that works without signing in (delivery/downloadMail.ts): the receipt's one
 * secret.
 */
export function receiptMail(
  order: Order,
  shopper: ReceiptShopper,
  siteUrl: string,
  downloads: readonly string[] = [],
): MailMessage {
  const paid = order.status === PAID;
  const confirmation = new URL(`/order-confirmation/${order._id}`, siteUrl);
  const myOrders = new URL('/myaccount?tab=orders', siteUrl);
  const greeting =
    shopper.name.trim() === '' ? 'Thank you for your order.' : `Thank you for your order, ${shopper.name.trim()}.`;
  return {
    to: shopper.email,
    subject: `Your House Plans receipt for order ${order._id}`,
    text: [
      greeting,
      paid ? 'Your card payment has been received.' : 'Your order is placed: you pay on delivery.',
      '',
      `Order number: ${order._id}`,
      `Placed: ${order.created_at.slice(0, 10)}`,
      '',
      ...order.lines.flatMap((line, index) => [...lineText(line, index), '']),
      `Subtotal: ${formatPrice(order.subtotal)}`,
      ...(order.rewards === null ? [] : [`${describeRewards(order.rewards)}: -${formatPrice(order.rewards.discount)}`]),
      `${order.promo_code ? `Promo discount (${order.promo_code})` : 'Promo discount'}: ${order.discount > 0 ? `-${formatPrice(order.discount)}` : formatPrice(0)}`,
      `Total: ${formatPrice(order.total)}`,
      `Payment: ${paymentOf(order)}`,
      '',
      'What happens next',
      ...nextStepsOf(order).map((step) => `- ${step}`),
      '',
      ...(downloads.length > 0 ? [...downloads, ''] : []),
      `Your order: ${confirmation.toString()}`,
      `My Orders: ${myOrders.toString()}`,
      '',
      `House Plans · ${STORE_CONTACT.email.label} · ${STORE_CONTACT.phone.label} (${STORE_CONTACT.hours})`,
    ].join('\n'),
  };
}
