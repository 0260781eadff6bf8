import { useEffect, useRef, useState } from 'react';

/** How far ahead of the viewport a section starts loading: about a screen on a phone, so scrolling rarely waits. */
const LOOKAHEAD = '600px 0px';

/**
 * Tells whether the element the returned ref is put on has come within a screen of the viewport (and stays true
 * from then on). Where IntersectionObserver is missing it is true at once, so the content is never withheld.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
