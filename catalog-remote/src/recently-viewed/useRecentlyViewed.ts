import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import { useHydrated, useSignedIn } from 'shared-ui';
import { readBrowserViews, recordBrowserView } from './browserViews';
import { recentlyViewedQuery, recordServerView, visitorPlansQuery } from './recentlyViewedApi';

/**
 * Records that the plan page of `planId` was shown: on the server for a signed-in shopper, in this browser for a
 * visitor. In an effect: the server's render records nothing.
 */
export function useRecordPlanView(planId: number | null): void {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  useEffect(() => {
    if (planId === null) return;
    if (signedIn) recordServerView(client, planId).catch(() => undefined);
    else recordBrowserView(planId);
  }, [client, planId, signedIn]);
}

/**
 * Records the view of `planId` (useRecordPlanView), rendering nothing. A component of its own: the session it reads
 * is the browser's, so after hydration React renders its readers again at once, and this keeps that render its own
 * instead of the whole plan page's.
 */
export function PlanViewRecorder({ planId }: { planId: number | null }): null {
  useRecordPlanView(planId);
  return null;
}

/**
 * The plans seen last, newest first: the server's list for a signed-in shopper (the browser's merged into it at the
 * first read after sign-in: a new session reads the shopper's data anew), the browser's for a visitor. `ready` is false on the server and while hydrating (both lists live in the browser).
 */
export function useRecentlyViewed() {
  const hydrated = useHydrated();
  const signedIn = useSignedIn();
  // Read once the page is the browser's (hydrated), and again when the session changes.
  const [visitorIds, setVisitorIds] = useState<number[]>([]);
  useEffect(() => {
    if (hydrated && !signedIn) setVisitorIds(readBrowserViews().map((view) => view.property_id));
  }, [hydrated, signedIn]);
  const server = useQuery({ ...recentlyViewedQuery(), enabled: hydrated && signedIn });
  const visitor = useQuery({
    ...visitorPlansQuery(visitorIds),
    enabled: hydrated && !signedIn && visitorIds.length > 0,
  });
  const query = signedIn ? server : visitor;
  const plans: PlanSummary[] | undefined = signedIn
    ? server.data?.map((entry) => entry.property_id)
    : visitorIds.length === 0
      ? []
      : visitor.data;
  return { ready: hydrated, signedIn, query, plans };
}
