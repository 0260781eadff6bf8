import { Link } from 'react-router-dom';
import { labelOf } from 'contracts/src/catalog/codeTables';
import type { Order } from 'contracts/src/checkout/order';
import { nextStepsOf, paymentOf } from 'contracts/src/checkout/orderNextSteps';
import { CASH_ON_DELIVERY_ORDERED, PAID } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { OrderFigures } from '../checkout/OrderFigures';
import { PurchasedLines } from '../purchase-summary/PurchasedLines';
import styles from './OrderConfirmation.module.css';

/** Where My Account shows the orders tab. */
export const MY_ORDERS_PATH = '/myaccount?tab=orders';

function titleOf(order: Order): string {
  if (order.status === PAID) return 'Payment Successful!';
  if (order.status === CASH_ON_DELIVERY_ORDERED) return 'Order placed';
  return `Order ${labelOf(ORDER_STATUSES, order.status).toLowerCase()}`;
}

/**
 * After payment or a cash on delivery order: the order number, what was bought, what it cost, how it is paid and what
 * happens next (the receipt says the same), and the way to My Orders.
 */
export function OrderConfirmation({ order }: { order: Order }) {
  return (
    <section className={styles.confirmation} aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" className={styles.title}>
        {titleOf(order)}
      </h2>
      <p>
        Order number {order._id} · Status: {labelOf(ORDER_STATUSES, order.status)}
      </p>
      <PurchasedLines lines={order.lines} label={`Plans in order ${order._id}`} />
      <OrderFigures
        subtotal={order.subtotal}
        rewards={order.rewards}
        discount={order.discount}
        total={order.total}
        promoCode={order.promo_code}
      />
      <p>Payment: {paymentOf(order)}</p>
      <section aria-labelledby="order-next-steps">
        <h3 id="order-next-steps" className={styles.nextTitle}>
          What happens next
        </h3>
        <ul className={styles.nextSteps}>
          {nextStepsOf(order).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <div className={styles.links}>
        <Link to={MY_ORDERS_PATH}>View My Orders</Link>
        <Link to="/propertylist">Continue shopping</Link>
      </div>
    </section>
  );
}
