import { useMutation, useQueryClient } from '@tanstack/react-query';
import { encodeFilters } from 'contracts/src/catalog/filterEncoding';
import type { PlanFilters } from 'contracts/src/catalog/planFilters';
import type { NewSavedSearch, SavedSearch } from 'contracts/src/saved-searches/savedSearches';
import { apiClient, SHOPPER_DATA } from 'shared-ui';

/** The saved searches' cache key, under the shopper's data (a new session drops it); My Account reads the same. */
export const SAVED_SEARCHES_KEY = [SHOPPER_DATA, 'saved-searches'] as const;

/** What a list's filters are saved as: the wire encoding, without the page (where the shopper was, not what they seek). */
export function savedQueryOf(filters: PlanFilters): string {
  const { pagination: _page, limit: _limit, ...kept } = filters;
  return new URLSearchParams(encodeFilters(kept)).toString();
}

/** Saves the list's filters under a name; the answer's message (or the refusal's) is the caller's to show. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (search: NewSavedSearch) => (await apiClient.post<SavedSearch>('saved-searches', search)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}
