import { useState } from 'react';

/**
 * Whether the answer was already there when the page first rendered `key` (the server's render, hydration, or the
 * cache of a page seen a moment ago), rather than arriving later from the API.
 *
 * A page that defers drawing an arriving answer (a transition: it renders in slices, the spinner staying meanwhile)
 * must not defer an answer it came with: the server renders a deferred value's initial value, so the page would be
 * sent as a spinner, and hydration must draw what the server drew.
 */
export function useAnsweredOnArrival(key: string, answered: boolean): boolean {
  const [arrival, setArrival] = useState({ key, answered });
  if (arrival.key !== key) {
    // Another plan or list in the same page component: it arrives now (React's adjusting of state while rendering).
    setArrival({ key, answered });
    return answered;
  }
  return arrival.answered;
}
