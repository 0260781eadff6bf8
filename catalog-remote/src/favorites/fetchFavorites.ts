import type { FavoriteEntry } from 'contracts/src/catalog/favorites';
import { apiClient } from 'shared-ui/src/http/apiClient';

/** GET favorite: the signed-in shopper's favourite plans, newest first. */
export async function fetchFavorites(signal?: AbortSignal): Promise<FavoriteEntry[]> {
  const envelope = await apiClient.get<FavoriteEntry[]>('favorite', { signal, promptSignInOnUnauthorized: false });
  return envelope.data;
}
