import { useEffect, useRef, useState } from 'react';

/**
 * Tells whether the element the returned ref is put on has come within `lookahead` (a CSS length, as
 * IntersectionObserver's rootMargin) of the viewport, and stays true from then on: below-the-fold work (code, searches,
 * rendering) waits for it, so that a page's start costs only what the first screen shows. Where IntersectionObserver
 * is missing it is true once mounted, so the content is never withheld. False on the server, which has no viewport,
 * and so in the browser's first render, which must draw what the server drew.
 */
export function useNearViewport<T extends Element>(lookahead = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: lookahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, lookahead]);

  return { ref, near };
}
