import { Link } from 'react-router-dom';
import { formatPrice } from 'contracts/src/catalog/plan';
import { labelOf } from 'contracts/src/catalog/codeTables';
import { ORDER_STATUSES } from 'contracts/src/orders/orderCodes';
import type { StaffOrderRow } from 'contracts/src/staff/staffOrders';
import { DeskTable, numberCell } from '../desk-layout/DeskTable';
import { formatMoment } from '../format/deskFormats';
import { orderPagePath, type OrderLinkState } from '../order/orderPagePath';
import styles from './orders.module.css';

export interface OrdersTableProps {
  rows: readonly StaffOrderRow[];
  /** The next answer is on its way: the rows shown are the last ones. */
  busy: boolean;
  /** The list's address (filters and page), so the order's page can lead back to it. */
  listSearch: string;
}

/**
 * The orders as a table: a header cell per column, each row named by its order number, which links to the order's
 * page. A narrow screen scrolls the table sideways inside a frame that takes focus, so a keyboard can scroll it too.
 */
export function OrdersTable({ rows, busy, listSearch }: OrdersTableProps) {
  const linkState: OrderLinkState = { listSearch };
  return (
    <DeskTable caption="Orders, newest first" captionVisible busy={busy}>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Shopper</th>
          <th scope="col">Plan</th>
          <th scope="col" className={numberCell}>
            Total
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ order, shopper }) => (
          <tr key={order._id}>
            <th scope="row">
              <Link to={orderPagePath(order._id)} state={linkState}>
                <span className="visually-hidden">Order </span>#{order._id}
              </Link>
            </th>
            <td>
              <time dateTime={order.created_at}>{formatMoment(order.created_at)}</time>
            </td>
            <td className={styles.email}>{shopper.email}</td>
            <td>
              {order.property_id.name} <span className={styles.muted}>({order.property_id.plan_number})</span>
              {order.lines.length > 1 ? ` and ${order.lines.length - 1} more` : null}
            </td>
            <td className={numberCell}>{formatPrice(order.total)}</td>
            <td>{labelOf(ORDER_STATUSES, order.status)}</td>
          </tr>
        ))}
      </tbody>
    </DeskTable>
  );
}
