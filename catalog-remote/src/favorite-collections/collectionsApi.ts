import { queryOptions } from '@tanstack/react-query';
import type { FavoriteCollection } from 'contracts/src/catalog/favorites';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

const quiet = { promptSignInOnUnauthorized: false } as const;

async function fetchCollections(signal?: AbortSignal): Promise<FavoriteCollection[]> {
  return (await apiClient.get<FavoriteCollection[]>('favorite-collections', { signal, ...quiet })).data;
}

/** The shopper's named collections; a change to one is read back from the server. */
export const collectionsQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'favorites', 'collections'],
    queryFn: ({ signal }) => fetchCollections(signal),
  });

export async function createCollection(name: string): Promise<void> {
  await apiClient.post('favorite-collections', { name }, quiet);
}

export async function renameCollection(id: string, name: string): Promise<void> {
  await apiClient.put(`favorite-collections/${id}`, { name }, quiet);
}

export async function deleteCollection(id: string): Promise<void> {
  await apiClient.delete(`favorite-collections/${id}`, quiet);
}

export async function addPlanToCollection(id: string, planId: string): Promise<void> {
  await apiClient.post(`favorite-collections/${id}/plans`, { property_id: Number(planId) }, quiet);
}

export async function removePlanFromCollection(id: string, planId: string): Promise<void> {
  await apiClient.delete(`favorite-collections/${id}/plans/${planId}`, quiet);
}
