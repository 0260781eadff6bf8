import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { PlanView, RecentlyViewedEntry } from 'contracts/src/saved-searches/recentlyViewed';
import { apiClient, PLANS_QUERY_KEY, SHOPPER_DATA } from 'shared-ui';
import { clearBrowserViews, readBrowserViews } from './browserViews';

const quiet = { promptSignInOnUnauthorized: false } as const;

/** The signed-in shopper's list, kept on the server. */
export const recentlyViewedQuery = () =>
  queryOptions({
    queryKey: [SHOPPER_DATA, 'recently-viewed'],
    queryFn: async ({ signal }) =>
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
  const { data } = await apiClient.post<RecentlyViewedEntry[]>('recently-viewed', { property_id: planId }, quiet);
  client.setQueryData(recentlyViewedQuery().queryKey, data);
}

let merging: Promise<void> | null = null;

/**
 * Hands the browser's list to the server once a shopper is signed in (the merge at sign-in), then forgets it here.
 * One merge at a time however many components ask; a failed one keeps the list for the next try.
 */
export function mergeBrowserViews(client: QueryClient): Promise<void> {
  const views: PlanView[] = readBrowserViews();
  if (views.length === 0) return Promise.resolve();
  merging ??= apiClient
    .post<RecentlyViewedEntry[]>('recently-viewed/merge', { views }, quiet)
    .then(({ data }) => {
      clearBrowserViews();
      client.setQueryData(recentlyViewedQuery().queryKey, data);
    })
    .finally(() => {
      merging = null;
    });
  return merging;
}
