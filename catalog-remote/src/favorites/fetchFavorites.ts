import { queryOptions } from '@tanstack/react-query';
import type { FavoriteEntry } from 'contracts/src/catalog/favorites';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

/** GET favorite: the signed-in shopper's favourite plans, newest first. */
async function fetchFavorites(signal?: AbortSignal): Promise<FavoriteEntry[]> {
  const envelope = await apiClient.get<FavoriteEntry[]>('favorite', { signal, promptSignInOnUnauthorized: false });
  return envelope.data;
}

/** The shopper's favourites; read anew whenever a heart changes ('favorites:changed', from any remote). */
export const favoritesQuery = () =>
  queryOptions({ queryKey: [SHOPPER_DATA, 'favorites', 'plans'], queryFn: ({ signal }) => fetchFavorites(signal) });
