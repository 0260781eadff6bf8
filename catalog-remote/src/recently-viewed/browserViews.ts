import { RECENTLY_VIEWED_LIMIT, type PlanView } from 'contracts/src/saved-searches/recentlyViewed';

/** The localStorage key a visitor's recently viewed plans are kept under, until sign-in hands them to the server. */
export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed-plans';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (a privacy setting): the list is simply not kept.
    return null;
  }
}

function isView(value: unknown): value is PlanView {
  if (typeof value !== 'object' || value === null || !('property_id' in value) || !('viewed_at' in value)) return false;
  const { property_id: id, viewed_at: at } = value;
  return (
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id > 0 &&
    id <= 2_147_483_647 &&
    typeof at === 'string' &&
    !Number.isNaN(Date.parse(at))
  );
}

/** What a stored list may hold: anyone can write to localStorage, so only well-formed views, at most 12. */
function viewsOf(stored: unknown): PlanView[] {
  return Array.isArray(stored) ? stored.filter(isView).slice(0, RECENTLY_VIEWED_LIMIT) : [];
}

/** The visitor's list, newest first. */
export function readBrowserViews(): PlanView[] {
  const raw = storage()?.getItem(RECENTLY_VIEWED_STORAGE_KEY);
  if (!raw) return [];
  try {
    return viewsOf(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** Puts the plan first (once), keeping the newest 12. */
export function recordBrowserView(planId: number, now = new Date()): PlanView[] {
  const views = [
    { property_id: planId, viewed_at: now.toISOString() },
    ...readBrowserViews().filter((view) => view.property_id !== planId),
  ].slice(0, RECENTLY_VIEWED_LIMIT);
  try {
    storage()?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(views));
  } catch {
    // Full or refused: the list is a convenience, never an error.
  }
  return views;
}

export function clearBrowserViews(): void {
  storage()?.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
}
