import { queryOptions } from '@tanstack/react-query';
import type { Order } from 'contracts/src/checkout/order';
import { SHOPPER_DATA } from 'shared-ui/src/data/storeQueryClient';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await apiClient.get<Order[]>('orders', { signal })).data;
}

/** The signed-in shopper's orders. Placing or paying an order here makes them stale. */
export const ordersQuery = () =>
  queryOptions({ queryKey: [SHOPPER_DATA, 'orders'], queryFn: ({ signal }) => fetchOrders(signal) });
