import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { labelOf } from 'contracts/src/catalog/codeTables';
import type { Order } from 'contracts/src/checkout/order';
import { nextStepsOf, paymentOf } from 'contracts/src/checkout/orderNextSteps';
import {
  awaitsCardPayment,
  CASH_ON_DELIVERY_ORDERED,
  PAID,
  PRINTED_SET_STATUSES,
  REFUNDED_STATUSES,
} from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import { QueryStatus } from 'shared-ui';
import { OrderFigures } from '../checkout/OrderFigures';
import { paymentPathOf } from '../checkout/CheckoutPage';
import { PurchasedLines } from '../purchase-summary/PurchasedLines';
import { CancelOrder } from './CancelOrder';
import { OrderDownloads } from './OrderDownloads';
import { ordersQuery } from './ordersApi';
import { PrintedSetProgress } from './PrintedSetProgress';
import purchaseList from '../purchase-summary/purchaseList.module.css';
import styles from './MyOrders.module.css';

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * Paid or placed for cash on delivery, and not yet delivered (printed sets printing or shipped included): what happens
 * next is said, as on the confirmation page and the receipt.
 */
function settled(order: Order): boolean {
  return (
    order.status === PAID || order.status === CASH_ON_DELIVERY_ORDERED || PRINTED_SET_STATUSES.includes(order.status)
  );
}

/**
 * The My Orders tab of My Account (a fragment the account remote renders): each order with its plans and their
 * choices, amounts, payment and status, where its printed sets are (Paid, Printing, Shipped with the carrier and
 * tracking number, Delivered), the files of a paid order to download, what happens next once it is paid or
 * placed (as the confirmation page and the receipt say), a way to pay an unpaid card order, and to cancel one
 * soon after paying.
 */
export default function MyOrders() {
  const orders = useQuery(ordersQuery());
  // A cancelled order's buttons go: focus moves to its status once the list shows it cancelled, not to the page.
  const [cancelledId, setCancelledId] = useState<string | null>(null);
  const cancelledStatus = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const shown = orders.data?.find((order) => order._id === cancelledId);
    if (!shown || !REFUNDED_STATUSES.includes(shown.status)) return;
    cancelledStatus.current?.focus();
    setCancelledId(null);
  }, [cancelledId, orders.data]);
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
                  Order {order._id} · {orderDate.format(new Date(order.created_at))} · {paymentOf(order)}
                </span>
                <span
                  ref={order._id === cancelledId ? cancelledStatus : undefined}
                  tabIndex={-1}
                  className={styles.status}
                >
                  {labelOf(ORDER_STATUSES, order.status)}
                </span>
              </p>
              <PurchasedLines lines={order.lines} label={`Plans in order ${order._id}`} />
              <OrderFigures
                subtotal={order.subtotal}
                rewards={order.rewards}
                discount={order.discount}
                total={order.total}
                promoCode={order.promo_code}
              />
              <PrintedSetProgress order={order} />
              <OrderDownloads order={order} />
              {awaitsCardPayment(order) ? (
                <Link to={paymentPathOf(order._id)}>Pay for order {order._id}</Link>
              ) : settled(order) ? (
                <ul className={styles.nextSteps} aria-label={`What happens next with order ${order._id}`}>
                  {nextStepsOf(order).map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              ) : null}
              <CancelOrder order={order} onCancelled={setCancelledId} />
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
