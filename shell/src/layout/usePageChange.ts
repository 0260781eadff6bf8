import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * What a browser does on a real page load, redone for client-side navigation: a new page starts at the top (Back
 * and Forward keep the browser's own scroll restoration), and focus moves to the returned element (the <main>),
 * so a screen reader reads the new page instead of staying on the link that was followed. Not on first load.
 */
export function usePageChange<T extends HTMLElement>() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const target = useRef<T>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
    target.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return target;
}
