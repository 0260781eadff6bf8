import { firstPageRoute } from 'contracts/src/routing/firstPageRoute';
import type { FirstPaint } from './firstPaintMarkup';
import { HOME_FIRST_PAINT } from './homeFirstPaint';
import { planDetailFirstPaint, type PlanTop } from './planDetailFirstPaint';
import { planListFirstPaint } from './planListFirstPaint';

/** The shell page is never held up for long by a plan's lookup: without it, the page draws only the header first. */
const PLAN_LOOKUP_LIMIT_MS = 250;

function withinLimit<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), PLAN_LOOKUP_LIMIT_MS);
  });
  return Promise.race([promise.catch(() => fallback), limit]).finally(() => clearTimeout(timer));
}

/**
 * What the shell page draws of the page at `pathname` before its scripts run, for the pages shoppers land on
 * most (home, plan lists, a plan), so the largest thing on their first screen shows without waiting for the
 * shell, the remote and the data. Null for the other pages, and when the plan cannot be found or read in time.
 */
export function createRouteFirstPaint(
  findPlan: (id: number) => Promise<PlanTop | null>,
): (pathname: string) => Promise<FirstPaint | null> {
  return async (pathname) => {
    const route = firstPageRoute(pathname);
    switch (route?.module) {
      case './HomePage':
        return HOME_FIRST_PAINT;
      case './PlanSearchPage':
        return planListFirstPaint(route.path);
      case './PlanDetailPage': {
        const id = /^\/property\/(\d{1,9})\/?$/.exec(pathname)?.[1];
        if (id === undefined) return null;
        const plan = await withinLimit(findPlan(Number(id)), null);
        return plan === null ? null : planDetailFirstPaint(plan);
      }
      default:
        return null;
    }
  };
}
