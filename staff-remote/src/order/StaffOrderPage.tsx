import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import { labelOf } from 'contracts/src/catalog/codeTables';
import { ORDER_STATUSES, PAYMENT_MODES } from 'contracts/src/orders/orderCodes';
import type { OrderLine } from 'contracts/src/checkout/order';
import { describeRewards } from 'contracts/src/checkout/rewards';
import { shippingAddressLines } from 'contracts/src/checkout/shippingAddress';
import type { StaffOrderDetail } from 'contracts/src/staff/staffOrders';
import { QueryStatus } from 'shared-ui';
import { StaffDeskPage } from '../desk-layout/StaffDeskPage';
import { StaffOnlyNotice } from '../desk-layout/StaffOnlyNotice';
import { formatMoment } from '../format/deskFormats';
import { isStaffOnlyRefusal, staffOrderQuery } from '../staff-api/staffApi';
import { AuditLog } from './AuditLog';
import { OrderActions } from './OrderActions';
import { ShipmentDetails } from './ShipmentDetails';
import { isOrderLinkState } from './orderPagePath';
import styles from './order.module.css';

const PROVIDERS: Readonly<Record<string, string>> = {
  stripe: 'Stripe',
  test: 'Local test provider (no money moves)',
};

/** Which provider took the card payment and its id there; '—' before a card payment started. */
function paymentReference({ payment_provider: provider, order }: StaffOrderDetail): string {
  if (provider === null) return '—';
  const name = PROVIDERS[provider] ?? provider;
  return order.intent_id === null ? name : `${name}, ${order.intent_id}`;
}

/** One plan of the order with its choices, each at the price it was bought at. */
function OrderLineDetails({ line }: { line: OrderLine }) {
  const plan = line.property_id;
  return (
    <>
      <p>
        <Link to={`/property/${encodeURIComponent(plan._id)}`}>{plan.name}</Link> (plan {plan.plan_number}),{' '}
        {formatPrice(line.price)}
      </p>
      <dl className={styles.facts}>
        <dt>Plan set</dt>
        <dd>
          {line.plan_set.label}, {formatPrice(line.plan_set.price)}
        </dd>
        <dt>Foundation</dt>
        <dd>
          {line.foundation.label}, {formatPrice(line.foundation.price)}
        </dd>
        <dt>Add-ons</dt>
        <dd>
          {line.options.length === 0
            ? '—'
            : line.options.map((option) => `${option.label}, ${formatPrice(option.price)}`).join('; ')}
        </dd>
      </dl>
    </>
  );
}

function OrderDetails({ detail }: { detail: StaffOrderDetail }) {
  const { order, shopper } = detail;
  return (
    <>
      <section aria-labelledby="staff-order-summary" className={styles.section}>
        <h2 id="staff-order-summary">Summary</h2>
        <dl className={styles.facts}>
          <dt>Status</dt>
          <dd>{labelOf(ORDER_STATUSES, order.status)}</dd>
          <dt>Placed</dt>
          <dd>
            <time dateTime={order.created_at}>{formatMoment(order.created_at)}</time>
          </dd>
          <dt>Paid</dt>
          <dd>{order.paid_at === null ? '—' : <time dateTime={order.paid_at}>{formatMoment(order.paid_at)}</time>}</dd>
          <dt>Payment</dt>
          <dd>{labelOf(PAYMENT_MODES, order.payment_mode)}</dd>
          <dt>Payment provider</dt>
          <dd className={styles.reference}>{paymentReference(detail)}</dd>
          <dt>Promo code</dt>
          <dd>{order.promo_code ?? '—'}</dd>
          <dt>Subtotal</dt>
          <dd>{formatPrice(order.subtotal)}</dd>
          {order.rewards === null ? null : (
            <>
              <dt>{describeRewards(order.rewards)}</dt>
              <dd>
                −{formatPrice(order.rewards.discount)} ({order.rewards.plans_before} plans bought before)
              </dd>
            </>
          )}
          <dt>Promo discount</dt>
          <dd>{order.discount === 0 ? '—' : `−${formatPrice(order.discount)}`}</dd>
          <dt>Total</dt>
          <dd className={styles.total}>{formatPrice(order.total)}</dd>
        </dl>
      </section>
      <OrderActions order={order} />
      {order.shipment === null ? null : <ShipmentDetails shipment={order.shipment} />}
      <section aria-labelledby="staff-order-shopper" className={styles.section}>
        <h2 id="staff-order-shopper">Shopper</h2>
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{shopper.name === '' ? '—' : shopper.name}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${shopper.email}`}>{shopper.email}</a>
          </dd>
          <dt>Billing name</dt>
          <dd>{order.billing_name}</dd>
        </dl>
      </section>
      {order.shipping_address === null ? null : (
        <section aria-labelledby="staff-order-ship-to" className={styles.section}>
          <h2 id="staff-order-ship-to">Ship to</h2>
          <address className={styles.address}>
            {shippingAddressLines(order.shipping_address).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </section>
      )}
      <section aria-labelledby="staff-order-plans" className={styles.section}>
        <h2 id="staff-order-plans">{order.lines.length === 1 ? 'Plan' : `Plans (${order.lines.length})`}</h2>
        <ul className={styles.lines}>
          {order.lines.map((line) => (
            <li key={line._id}>
              <OrderLineDetails line={line} />
            </li>
          ))}
        </ul>
      </section>
      <AuditLog entries={detail.audit_log} />
    </>
  );
}

/** An order's page on the staff desk (/staff/orders/:id): the order as its shopper sees it, who, how paid, the log. */
export default function StaffOrderPage() {
  const { id = '' } = useParams();
  const linkState: unknown = useLocation().state;
  const order = useQuery(staffOrderQuery(id));
  const title = `Order #${id}`;
  const listSearch = isOrderLinkState(linkState) ? linkState.listSearch : '';
  const backTo = `/staff/orders${listSearch === '' ? '' : `?${listSearch}`}`;

  if (isStaffOnlyRefusal(order.error)) {
    return (
      <StaffDeskPage title={title}>
        <StaffOnlyNotice />
      </StaffDeskPage>
    );
  }
  return (
    <StaffDeskPage title={title}>
      <p>
        <Link to={backTo}>All orders</Link>
      </p>
      <QueryStatus
        query={order}
        loading={{ label: 'Loading the order…' }}
        error={{ message: (error) => `The order could not be loaded: ${error.message}` }}
      >
        {(detail) => <OrderDetails detail={detail} />}
      </QueryStatus>
    </StaffDeskPage>
  );
}
