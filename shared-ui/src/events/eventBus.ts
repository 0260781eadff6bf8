import type { StoreEventMap, StoreEventName } from 'contracts/src/events/storeEvents';

/**
 * Store events travel on `window` as DOM CustomEvents rather than through an in-memory emitter: every copy of
 * shared-ui on the page (a remote built against another version, say) shares the same window, so they all hear
 * each other.
 */
export function emitStoreEvent<K extends StoreEventName>(name: K, detail: StoreEventMap[K]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<StoreEventMap[K]>(name, { detail }));
}

/** Calls `handler` with each event's payload until the returned function is called. */
export function onStoreEvent<K extends StoreEventName>(
  name: K,
  handler: (detail: StoreEventMap[K]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => {
    // Anything can dispatch an event with this name (a stray Event, another library): only CustomEvents carry a payload.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- the name is the contract: dispatchers of K send StoreEventMap[K]
    if (event instanceof CustomEvent) handler(event.detail);
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
