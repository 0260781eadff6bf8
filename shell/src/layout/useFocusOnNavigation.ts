import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Moves focus to the returned element when the page (pathname) changes, not on first load: a screen reader then
 * starts reading the new page instead of staying on the link that was followed.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const target = useRef<T>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname]);
  return target;
}
