import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer changes once, from the server's to the browser's, and React itself renders
// again with the browser's right after hydrating.
const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the server and during the browser's first render of a server-rendered page (hydration), true from the
 * render after it and in any render the browser starts itself (a page opened by a link). A page whose content
 * depends on the browser (its storage, the session) draws a neutral frame while this is false, the same on both
 * sides, so that hydration finds exactly what the server sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
