import type { CartEntry, RemoveFromCartResult } from 'contracts/src/checkout/cart';
import { apiClient } from 'shared-ui';

export async function fetchCartEntry(entryId: string, signal?: AbortSignal): Promise<CartEntry> {
  return (await apiClient.get<CartEntry>(`cart/${encodeURIComponent(entryId)}`, { signal })).data;
}

export async function removeCartEntry(entryId: string): Promise<RemoveFromCartResult> {
  return (await apiClient.delete<RemoveFromCartResult>(`cart/${encodeURIComponent(entryId)}`)).data;
}
