import { useEffect, useRef, useState } from 'react';

/**
 * How far ahead of the viewport a section starts loading: none. On a phone (Lighthouse's 412 x 823) 'Why Buy Plans'
 * ends about 180 px below the first screen, so any look-ahead beyond that would load the sections with the page;
 * they load as the shopper starts scrolling, their searches answering while the 'Why Buy Plans' cards pass.
 */
const LOOKAHEAD = '0px';

/**
 * Tells whether the element the returned ref is put on has come into the viewport (and stays true
 * from then on). Where IntersectionObserver is missing it is true once mounted, so the content is never withheld.
 * False on the server, which has no viewport, and so in the browser's first render, which must draw what the
 * server drew.
 */
export function useNearViewport<T extends Element>() {
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
      { rootMargin: LOOKAHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
