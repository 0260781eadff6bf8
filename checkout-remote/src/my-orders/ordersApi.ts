import type { Order } from 'contracts/src/checkout/order';
import { apiClient } from 'shared-ui/src/http/apiClient';

export async function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return (await apiClient.get<Order[]>('orders', { signal })).data;
}
