import type { FavoriteToggle } from 'contracts/src/catalog/favorites';
import { apiClient } from 'shared-ui';

/** POST favorite: adds the plan to the signed-in shopper's favourites, or removes it when it is one already. */
export async function toggleFavorite(planId: string): Promise<FavoriteToggle> {
  const envelope = await apiClient.post<FavoriteToggle>(
    'favorite',
    { property_id: Number(planId) },
    { promptSignInOnUnauthorized: false },
  );
  return envelope.data;
}
