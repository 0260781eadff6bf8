import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { StaffOrderPage } from 'contracts/src/staff/staffOrders';
import { EmptyState, QueryStatus } from 'shared-ui';
import { StaffDeskPage } from '../desk-layout/StaffDeskPage';
import { StaffOnlyNotice } from '../desk-layout/StaffOnlyNotice';
import { isStaffOnlyRefusal, staffOrdersQuery } from '../staff-api/staffApi';
import { OrderFilters } from './OrderFilters';
import { OrderPager } from './OrderPager';
import { OrdersTable } from './OrdersTable';
import { apiQueryOf, listStateOf, searchParamsOf, type OrderListState } from './orderListSearch';
import styles from './orders.module.css';

export const ORDERS_PAGE_TITLE = 'Orders';

/** Which orders of all the page shows: 'Orders 21–40 of 45'. */
export function rangeText({ page, limit, orders, total }: StaffOrderPage): string {
  const first = (page - 1) * limit + 1;
  return `Orders ${first}–${first + orders.length - 1} of ${total}`;
}

/**
 * The staff desk's order list (/staff/orders): every shopper's orders, newest first, filtered by status, the days
 * they were placed and a search, a page at a time. The filters and the page live in the address bar.
 */
export default function StaffOrdersPage() {
  const [params, setParams] = useSearchParams();
  const state = listStateOf(params);
  const orders = useQuery(staffOrdersQuery(apiQueryOf(state)));
  const show = (next: OrderListState) => setParams(searchParamsOf(next));
  const hrefOf = (page: number) => `?${searchParamsOf({ ...state, page }).toString()}`;

  if (isStaffOnlyRefusal(orders.error)) {
    return (
      <StaffDeskPage title={ORDERS_PAGE_TITLE}>
        <StaffOnlyNotice />
      </StaffDeskPage>
    );
  }
  const busy = orders.isPlaceholderData && orders.isFetching;
  return (
    <StaffDeskPage title={ORDERS_PAGE_TITLE}>
      <OrderFilters values={state.filters} onApply={(filters) => show({ filters, page: 1 })} />
      <QueryStatus
        query={orders}
        loading={{ label: 'Loading orders…' }}
        error={{ message: (error) => `The orders could not be loaded: ${error.message}` }}
        empty={{
          title: 'No orders match',
          message: 'Try other filters, or clear them to see every order.',
          isEmpty: (page) => page.total === 0,
        }}
      >
        {(page) =>
          page.orders.length === 0 ? (
            <EmptyState
              title="No orders on this page"
              message={`The list has ${page.total} orders: this page is past its end.`}
              action={<Link to={hrefOf(1)}>First page</Link>}
            />
          ) : (
            <div className={styles.results}>
              <p role="status" className={styles.summary}>
                {busy ? 'Loading orders…' : rangeText(page)}
              </p>
              <OrdersTable rows={page.orders} busy={busy} listSearch={params.toString()} />
              <OrderPager page={page.page} pages={Math.ceil(page.total / page.limit)} hrefOf={hrefOf} />
            </div>
          )
        }
      </QueryStatus>
    </StaffDeskPage>
  );
}
