import { useSyncExternalStore } from 'react';

/** The spec's 'Compare' keeps up to four plans side by side. */
export const MAX_COMPARED_PLANS = 4;
const STORAGE_KEY = 'compare-plans';
const CHANGED = 'compare-plans:changed';

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((id): id is string => typeof id === 'string').slice(0, MAX_COMPARED_PLANS)
      : [];
  } catch {
    return [];
  }
}

let cached = read();
let cachedRaw = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);

function snapshot(): string[] {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = read();
  }
  return cached;
}

function write(ids: readonly string[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds a plan; answers false when four are compared already. */
export function addToCompare(id: string): boolean {
  const ids = snapshot();
  if (ids.includes(id)) return true;
  if (ids.length >= MAX_COMPARED_PLANS) return false;
  write([...ids, id]);
  return true;
}

export function removeFromCompare(id: string): void {
  write(snapshot().filter((candidate) => candidate !== id));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab changed the list.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The compared plan ids, kept in localStorage across reloads and in step across tabs. */
export function useComparedPlans(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => []);
}
