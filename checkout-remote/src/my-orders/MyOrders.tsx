import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { labelOf } from 'contracts/src/catalog/codeTables';
import type { Order } from 'contracts/src/checkout/order';
import { awaitsCardPayment } from 'contracts/src/checkout/orderStatus';
import { ORDER_STATUSES, PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import { EmptyState } from 'shared-ui/src/components/StatusMessage/EmptyState';
import { ErrorState } from 'shared-ui/src/components/StatusMessage/ErrorState';
import { LoadingState } from 'shared-ui/src/components/StatusMessage/LoadingState';
import { OrderFigures } from '../checkout/OrderFigures';
import { paymentPathOf } from '../checkout/CheckoutPage';
import { PurchasedPlan } from '../purchase-summary/PurchasedPlan';
import { fetchOrders } from './ordersApi';
import purchaseList from '../purchase-summary/purchaseList.module.css';
import styles from './MyOrders.module.css';

type OrdersState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; orders: Order[] };

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * The My Orders tab of My Account (a fragment the account remote renders): each order with its plan, choices,
 * amounts and status, and a way to pay an unpaid card order.
 */
export default function MyOrders() {
  const [state, setState] = useState<OrdersState>({ kind: 'loading' });

  const load = useCallback((signal?: AbortSignal) => {
    setState({ kind: 'loading' });
    fetchOrders(signal).then(
      (orders) => setState({ kind: 'ready', orders }),
      () => {
        if (!signal?.aborted) setState({ kind: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (state.kind === 'loading') return <LoadingState label="Loading..." />;
  if (state.kind === 'error') return <ErrorState message="Failed to load orders." onRetry={() => load()} />;
  if (state.orders.length === 0) {
    return (
      <EmptyState
        title="No orders yet"
        message="Plans you buy appear here."
        action={<Link to="/propertylist">Browse plans</Link>}
      />
    );
  }
  return (
    <ul className={purchaseList.list} aria-label="My orders">
      {state.orders.map((order) => (
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
  );
}
