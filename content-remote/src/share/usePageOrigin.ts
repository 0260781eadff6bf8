import { useSyncExternalStore } from 'react';

// The origin never changes while the page is open: there is nothing to subscribe to.
const subscribe = () => () => {};
const browserOrigin = () => window.location.origin;
// A server render has no window, and the browser's first render of a server-rendered page (hydration) must draw
// exactly what the server drew; React renders again with the browser's origin right after.
const serverOrigin = () => null;

/** The page's origin ('https://plans.example') in the browser; null on the server and while hydrating. */
export function usePageOrigin(): string | null {
  return useSyncExternalStore(subscribe, browserOrigin, serverOrigin);
}
