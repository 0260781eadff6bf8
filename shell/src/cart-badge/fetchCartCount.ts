import type { CartEntry } from 'contracts/src/checkout/cart';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** How many entries the signed-in shopper's cart holds (GET cart, second spec §7). */
export async function fetchCartCount(): Promise<number> {
  const envelope = await apiClient.get<CartEntry[]>('cart');
  return envelope.data.length;
}
