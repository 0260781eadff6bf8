import type { ShellRoute } from './pageModules';
import { ROUTE_TABLE } from './routeTable';

/** A route pattern as segments: literal text, or a `:param` matching any one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return false;
  return wanted.every((segment, index) => {
    const part = actual[index] ?? '';
    if (segment.startsWith(':')) return part !== '';
    try {
      return decodeURIComponent(part) === segment;
    } catch {
      return false;
    }
  });
}

/**
 * The route of the page being opened, matched as the router will match it (case-sensitive, a trailing slash
 * allowed), without the router: this runs in the entry chunk, before the shared libraries are negotiated.
 */
export function firstPageRoute(pathname: string): ShellRoute | undefined {
  return ROUTE_TABLE.find((route) => matches(route.path, pathname));
}
