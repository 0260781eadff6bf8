import { matchPath } from 'react-router-dom';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';

/** The route that renders a pathname, matched as the router matches it (case-sensitive, no trailing junk). */
export function routeForPath(pathname: string): ShellRoute | undefined {
  return ROUTE_TABLE.find(
    (route) => matchPath({ path: route.path, caseSensitive: true, end: true }, pathname) !== null,
  );
}
