import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { StaffOrderDetail, StaffOrderListQuery, StaffOrderPage } from 'contracts/src/staff/staffOrders';
import { apiClient, isApiError, SHOPPER_DATA } from 'shared-ui';

/**
 * The staff API lives beside the store's (/api/staff/ next to /api/user/, the runtime config's apiBaseUrl): the API
 * client resolves this path against its base as a browser resolves a relative link, and sends the session's token,
 * reads the envelope and reports failures as for every other call.
 */
export const STAFF_API = '../staff/';

/**
 * Keys start with the signed-in account's prefix: a new session (a staff member signing out, a shopper signing in
 * on the same tab) drops every answer of the last one.
 */
const STAFF_KEY = [SHOPPER_DATA, 'staff'] as const;

/** Every page of the desk's order list, whatever its filters: an order's action makes them stale. */
export const STAFF_ORDER_LISTS_KEY = [...STAFF_KEY, 'orders'] as const;

/** One page of the desk's order list; the page on screen stays while the next one loads. */
export const staffOrdersQuery = (query: StaffOrderListQuery) =>
  queryOptions({
    queryKey: [...STAFF_ORDER_LISTS_KEY, query],
    queryFn: async ({ signal }) =>
      (await apiClient.get<StaffOrderPage>(`${STAFF_API}orders`, { signal, searchParams: query })).data,
    placeholderData: keepPreviousData,
  });

/** One order with its shopper, payment provider and audit log. */
export const staffOrderQuery = (orderId: string) =>
  queryOptions({
    queryKey: [...STAFF_KEY, 'order', orderId],
    queryFn: async ({ signal }) =>
      (await apiClient.get<StaffOrderDetail>(`${STAFF_API}orders/${encodeURIComponent(orderId)}`, { signal })).data,
  });

/** The API's answer to a signed-in shopper on a staff route. */
export function isStaffOnlyRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
