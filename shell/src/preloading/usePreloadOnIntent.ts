import type { FocusEvent, PointerEvent, TouchEvent } from 'react';
import { useRemoteLoader } from 'shared-ui';
import { routeForPath } from '../routes/routeForPath';
import { preloadOnce } from './preloadOnce';

/**
 * Event handlers for a container of links: when the pointer rests on a link, a finger touches it or it gets focus,
 * the remote that renders its route starts loading, so the page is ready (or nearly) by the time the click lands.
 * This is the only way a remote other than the page's own is fetched: nothing is guessed ahead of intent, so the
 * first page downloads only its own code. Delegated handlers cover every link inside, dropdown items included.
 */
export function usePreloadOnIntent(): {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart: (event: TouchEvent<HTMLElement>) => void;
} {
  const loader = useRemoteLoader();

  function preloadFor(target: EventTarget) {
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = routeForPath(link.pathname);
    if (route) preloadOnce(loader, route.remote, route.module);
  }

  return {
    onPointerOver: (event) => preloadFor(event.target),
    onFocus: (event) => preloadFor(event.target),
    onTouchStart: (event) => preloadFor(event.target),
  };
}
