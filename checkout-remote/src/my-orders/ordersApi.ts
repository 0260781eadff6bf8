import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { Order } from 'contracts/src/checkout/order';
import { orderDocumentPath, type OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import { apiClient, type ApiFile, SHOPPER_DATA } from 'shared-ui';

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await apiClient.get<Order[]>('orders', { signal })).data;
}

export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return (await apiClient.get<Order>(`orders/${encodeURIComponent(orderId)}`, { signal })).data;
}

/** The orders' key: placing or paying an order makes the list and every single order under it stale. */
const ORDERS_KEY = [SHOPPER_DATA, 'orders'] as const;

/** The signed-in shopper's orders. Placing or paying an order here makes them stale. */
export const ordersQuery = () => queryOptions({ queryKey: ORDERS_KEY, queryFn: ({ signal }) => fetchOrders(signal) });

/** One of the shopper's orders (the confirmation page). */
export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: [...ORDERS_KEY, orderId], queryFn: ({ signal }) => fetchOrder(orderId, signal) });

/**
 * One file of a paid order, fetched with the session like any other call (a plain link could not send the `token`
 * header) and handed back for saving.
 */
export function downloadOrderDocument(orderId: string, lineId: string, kind: OrderDocumentKind): Promise<ApiFile> {
  return apiClient.getFile(orderDocumentPath(orderId, lineId, kind));
}

/**
 * Cancels the shopper's own order, soon after paying and before anything of it is delivered: the answer is the order
 * as it now is, and its message says what happened to the money.
 */
export function cancelOrder(orderId: string): Promise<ApiEnvelope<Order>> {
  return apiClient.post<Order>(`orders/${encodeURIComponent(orderId)}/cancel`);
}

/** Asks the store to e-mail a fresh download link; the answer says only that it was sent. */
export function requestDownloadLink(orderId: string): Promise<ApiEnvelope<null>> {
  return apiClient.post<null>(`orders/${encodeURIComponent(orderId)}/download-link`);
}
