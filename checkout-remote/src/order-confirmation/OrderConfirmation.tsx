import { Link } from 'react-router-dom';
import { labelOf } from 'contracts/src/catalog/codeTables';
import type { Order } from 'contracts/src/checkout/order';
import { PAID } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { OrderFigures } from '../checkout/OrderFigures';
import { PurchasedPlan } from '../purchase-summary/PurchasedPlan';
import styles from './OrderConfirmation.module.css';

/** Where My Account shows the orders tab. */
export const MY_ORDERS_PATH = '/myaccount?tab=orders';

/** After payment: what was bought, what it cost, and the way to My Orders. */
export function OrderConfirmation({ order }: { order: Order }) {
  const paid = order.status === PAID;
  return (
    <section className={styles.confirmation} aria-labelledby="order-confirmation-title">
      <h2 id="order-confirmation-title" className={styles.title}>
        {paid ? 'Payment Successful!' : `Order ${labelOf(ORDER_STATUSES, order.status).toLowerCase()}`}
      </h2>
      <p>
        Order number {order._id} · Status: {labelOf(ORDER_STATUSES, order.status)}
      </p>
      <PurchasedPlan
        plan={order.property_id}
        planSet={order.plan_set}
        foundation={order.foundation}
        options={order.options}
      />
      <OrderFigures
        subtotal={order.subtotal}
        discount={order.discount}
        total={order.total}
        promoCode={order.promo_code}
      />
      <div className={styles.links}>
        <Link to={MY_ORDERS_PATH}>View My Orders</Link>
        <Link to="/propertylist">Continue shopping</Link>
      </div>
    </section>
  );
}
