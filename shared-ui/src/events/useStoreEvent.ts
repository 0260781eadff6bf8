import { useEffect, useRef } from 'react';
import type { StoreEventMap, StoreEventName } from 'contracts/src/events/storeEvents';
import { onStoreEvent } from './eventBus';

/**
 * Subscribes to a store event for the component's lifetime. The latest `handler` is always called, so an inline
 * arrow function does not resubscribe on every render.
 */
export function useStoreEvent<K extends StoreEventName>(name: K, handler: (detail: StoreEventMap[K]) => void): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => onStoreEvent(name, (detail) => handlerRef.current(detail)), [name]);
}
