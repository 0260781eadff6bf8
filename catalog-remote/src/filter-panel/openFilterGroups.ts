import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Which filter groups the shopper opened or closed, remembered for the tab's session (sessionStorage): the panel
 * opens as it was left on the next list, after a plan page, and in the phone's drawer. Read after hydration (the
 * server draws the default groups open), shared by every panel on the page.
 */
const STORAGE_KEY = 'plan-list:filter-groups';

/** Open until the shopper closes them: the filters most shoppers use first. */
const OPEN_BY_DEFAULT: ReadonlySet<string> = new Set([
  'plan_type',
  'plan_style_id',
  'min_sq_ft',
  'bedrooms',
  'bathrooms',
  'floors',
]);

const listeners = new Set<() => void>();
/** The choices of a tab whose storage is refused (privacy settings): kept for the page's life instead. */
let unstored: string | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return unstored;
  }
}

function parse(stored: string | null): Readonly<Record<string, boolean>> {
  if (stored === null) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export interface OpenFilterGroups {
  /** Whether a group shows its options: as the shopper left it, else open by default or while it filters. */
  isOpen(group: string, filtering: boolean): boolean;
  setOpen(group: string, open: boolean): void;
}

export function useOpenFilterGroups(): OpenFilterGroups {
  const stored = useSyncExternalStore(subscribe, readStored, () => null);
  const remembered = useMemo(() => parse(stored), [stored]);
  const isOpen = useCallback(
    (group: string, filtering: boolean) => remembered[group] ?? (filtering || OPEN_BY_DEFAULT.has(group)),
    [remembered],
  );
  const setOpen = useCallback(
    (group: string, open: boolean) => {
      const next = JSON.stringify({ ...remembered, [group]: open });
      try {
        window.sessionStorage.setItem(STORAGE_KEY, next);
      } catch {
        unstored = next;
      }
      for (const listener of listeners) listener();
    },
    [remembered],
  );
  return useMemo(() => ({ isOpen, setOpen }), [isOpen, setOpen]);
}
