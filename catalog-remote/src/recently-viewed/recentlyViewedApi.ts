import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanView, RecentlyViewedEntry } from 'contracts/src/saved-searches/recentlyViewed';
import { apiClient, PLANS_QUERY_KEY, SHOPPER_DATA } from 'shared-ui';
import { clearBrowserViews, readBrowserViews } from './browserViews';

const quiet = { promptSignInOnUnauthorized: false } as const;

/**
 * The signed-in shopper's list, kept on the server; the browser's list (a visitor's, before sign-in) is merged into it
 * first, so that the first read after sign-in shows both.
 */
export const recentlyViewedQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'recently-viewed'],
    queryFn: async ({ signal }) =>
      (await mergeBrowserViews()) ??
      (await apiClient.get<RecentlyViewedEntry[]>('recently-viewed', { signal, ...quiet })).data,
  });

/** A visitor's plans, by the ids the browser keeps (in that order). */
export const visitorPlansQuery = (ids: readonly number[]) =>
  queryOptions({
    queryKey: [...PLANS_QUERY_KEY, 'recently-viewed', ids.join(',')],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<PlanSummary[]>('recently-viewed/plans', {
          signal,
          searchParams: { ids: ids.join(',') },
        })
      ).data,
  });

export async function recordServerView(client: QueryClient, planId: number): Promise<void> {
  await mergeBrowserViews();
  const { data } = await apiClient.post<RecentlyViewedEntry[]>('recently-viewed', { property_id: planId }, quiet);
  client.setQueryData(recentlyViewedQuery().queryKey, data);
}

let merging: Promise<RecentlyViewedEntry[]> | null = null;

/**
 * Hands the browser's list to the server once a shopper is signed in (the merge at sign-in), then forgets it here;
 * answers the merged list, or null when the browser had nothing to hand over. One merge at a time however many
 * readers ask; a failed one keeps the list for the next try.
 */
export async function mergeBrowserViews(): Promise<RecentlyViewedEntry[] | null> {
  if (merging) return merging;
  const views: PlanView[] = readBrowserViews();
  if (views.length === 0) return null;
  merging = apiClient
    .post<RecentlyViewedEntry[]>('recently-viewed/merge', { views }, quiet)
    .then(({ data }) => {
      clearBrowserViews();
      return data;
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}
