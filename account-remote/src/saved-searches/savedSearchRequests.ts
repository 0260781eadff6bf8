import { queryOptions } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchChange } from 'contracts/src/saved-searches/savedSearches';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

/** The saved searches' cache key (catalog-remote's Save search makes the same key stale). */
export const savedSearchesQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'saved-searches'],
    queryFn: async ({ signal }) => (await apiClient.get<SavedSearch[]>('saved-searches', { signal })).data,
  });

export async function changeSavedSearch(id: string, change: SavedSearchChange): Promise<SavedSearch> {
  return (await apiClient.put<SavedSearch>(`saved-searches/${id}`, change)).data;
}

/** Marks the search opened now (its matches are no longer new); the caller then goes to its list. */
export async function openSavedSearch(id: string): Promise<SavedSearch> {
  return (await apiClient.post<SavedSearch>(`saved-searches/${id}/open`, {})).data;
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await apiClient.delete(`saved-searches/${id}`);
}
