import { useEffect, useRef, useState } from 'react';
import { useStoreEvent } from 'shared-ui/src/events/useStoreEvent';
import { useSignedIn } from 'shared-ui/src/session/useSignedIn';
import { fetchCartCount } from './fetchCartCount';

/**
 * The number of plans in the cart, for the header badge. The checkout remote announces every change with
 * 'cart:changed'; the count is read once from the API when a session starts so that a reload shows it too.
 */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const [count, setCount] = useState(0);
  // Bumped by every event, so that a slow start-up read never overwrites a newer announced count.
  const eventsSeen = useRef(0);

  useStoreEvent('cart:changed', ({ count: announced }) => {
    eventsSeen.current += 1;
    setCount(announced);
  });

  useEffect(() => {
    if (!signedIn) {
      setCount(0);
      return undefined;
    }
    let current = true;
    const seenAtStart = eventsSeen.current;
    fetchCartCount().then(
      (fetched) => {
        if (current && eventsSeen.current === seenAtStart) setCount(fetched);
      },
      () => {
        // The badge is a convenience: without an answer it keeps its count until the next 'cart:changed'.
      },
    );
    return () => {
      current = false;
    };
  }, [signedIn]);

  return count;
}
