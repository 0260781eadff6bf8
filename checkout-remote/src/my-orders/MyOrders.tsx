import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { labelOf } from 'contracts/src/catalog/codeTables';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES, PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import { QueryStatus } from 'shared-ui/src/data/QueryStatus';
import { OrderFigures } from '../checkout/OrderFigures';
import { paymentPathOf } from '../checkout/CheckoutPage';
import { PurchasedPlan } from '../purchase-summary/PurchasedPlan';
import { ordersQuery } from './ordersApi';
import purchaseList from '../purchase-summary/purchaseList.module.css';
import styles from './MyOrders.module.css';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The My Orders tab of My Account (a fragment the account remote renders): each order with its plan, choices,
 * amounts and status, and a way to pay an unpaid card order.
 */
export default function MyOrders() {
  const orders = useQuery(ordersQuery());
  return (
    <QueryStatus
      query={orders}
      loading={{ label: 'Loading...' }}
      error={{ message: 'Failed to load orders.' }}
      empty={{
        title: 'No orders yet',
        message: 'Plans you buy appear here.',
        action: <Link to="/propertylist">Browse plans</Link>,
        isEmpty: (list) => list.length === 0,
      }}
    >
      {(list) => (
        <ul className={purchaseList.list} aria-label="My orders">
          {list.map((order) => (
            <li key={order._id} className={purchaseList.item}>
              <p className={styles.meta}>
                <span>
                  Order {order._id} · {orderDate.format(new Date(order.created_at))} ·{' '}
                  {labelOf(PAYMENT_MODES, order.payment_mode)}
                </span>
                <span className={styles.status}>{labelOf(ORDER_STATUSES, order.status)}</span>
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
              {awaitsCardPayment(order) ? <Link to={paymentPathOf(order._id)}>Pay for order {order._id}</Link> : null}
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
