import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellErrorScreen } from '../app/ShellErrorScreen';
import { ShellLayout } from '../layout/ShellLayout';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { RoutePage } from './RoutePage';
import { ROUTE_TABLE } from './routeTable';

export interface ShellRouterOptions {
  /** The external builder registration site, from the runtime config; the footer omits its link without one. */
  builderRegistrationUrl?: string;
}

/**
 * The route objects: one layout (skip link, header, the single <main>, footer) around every page of the route
 * table and the not-found page. A crash in a shell page stays inside the layout; only a crash of the layout itself
 * replaces the whole screen.
 */
export function shellRoutes({ builderRegistrationUrl }: ShellRouterOptions = {}): RouteObject[] {
  return [
    {
      element: <ShellLayout builderRegistrationUrl={builderRegistrationUrl} />,
      errorElement: <ShellCrashScreen />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...ROUTE_TABLE.map(
              (route): RouteObject => ({
                path: route.path,
                caseSensitive: true,
                // Keyed by path: moving between two prefiltered lists starts the page afresh with its own preset.
                element: <RoutePage key={route.path} route={route} />,
              }),
            ),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/**
 * A data router (createBrowserRouter) rather than <BrowserRouter>: the route table is data and maps one to one
 * onto route objects; <ScrollRestoration> (top of page on a new route, old position on Back) and route-level
 * errorElement only exist there; and remotes may use data-router hooks such as useBlocker for unsaved forms.
 * The shell itself uses no loaders or actions: each remote fetches its own data.
 */
export function createShellRouter(options: ShellRouterOptions = {}) {
  return createBrowserRouter(shellRoutes(options));
}

export type ShellRouter = ReturnType<typeof createShellRouter>;

function ShellCrashScreen() {
  return (
    <ShellErrorScreen
      title="Something went wrong"
      message="The store hit an unexpected problem. Reloading the page usually fixes it."
      retryLabel="Reload"
      onRetry={() => window.location.reload()}
    />
  );
}
