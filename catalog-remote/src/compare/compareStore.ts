import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The spec's 'Compare' keeps up to four plans side by side. */
export const MAX_COMPARED_PLANS = 4;
/** The localStorage key the list is kept under. */
export const COMPARE_STORAGE_KEY = 'compare-plans';

export interface CompareState {
  planIds: readonly string[];
  /** Adds a plan; answers false (and changes nothing) when four are compared already. */
  add: (id: string) => boolean;
  remove: (id: string) => void;
}

/** What a stored list may hold: anyone can write to localStorage, so only plan ids, at most four. */
function storedPlanIds(persisted: unknown): string[] {
  if (typeof persisted !== 'object' || persisted === null || !('planIds' in persisted)) return [];
  const { planIds } = persisted;
  return Array.isArray(planIds)
    ? planIds.filter((id): id is string => typeof id === 'string').slice(0, MAX_COMPARED_PLANS)
    : [];
}

/** The compared plans, kept in localStorage across reloads; only catalog-remote reads them. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      planIds: [],
      add: (id) => {
        const { planIds } = get();
        if (planIds.includes(id)) return true;
        if (planIds.length >= MAX_COMPARED_PLANS) return false;
        set({ planIds: [...planIds, id] });
        return true;
      },
      remove: (id) => set({ planIds: get().planIds.filter((candidate) => candidate !== id) }),
    }),
    {
      name: COMPARE_STORAGE_KEY,
      partialize: ({ planIds }) => ({ planIds }),
      merge: (persisted, current) => ({ ...current, planIds: storedPlanIds(persisted) }),
    },
  ),
);

// A change made in another tab reaches this one as a storage event (key null: that tab cleared the storage): read
// the list again so both tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) void useCompareStore.persist.rehydrate();
  });
}

// The server knows nothing of the browser's list, and hydration must draw what the server drew.
const unknownOnServer = () => null;

/**
 * The compared plan ids, or null where the list cannot be known yet: on the server and during the browser's first
 * render of a server-rendered page. React renders again with the stored list right after hydrating.
 */
export function useComparedPlanIds(): readonly string[] | null {
  return useSyncExternalStore(useCompareStore.subscribe, () => useCompareStore.getState().planIds, unknownOnServer);
}
