import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState, RemotePage, useSessionKnown, useSignedIn } from 'shared-ui';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import { signInPathFor } from './signInRedirect';
import { useRenderingOnServer } from './renderingOnServer';
import { useDocumentTitle } from './useDocumentTitle';

/** One row of the route table on screen: the tab title, and the remote's page with its loading and failure states. */
export function RoutePage({ route }: { route: ShellRoute }) {
  useDocumentTitle(route.title);
  const page = <RemotePage remote={route.remote} module={route.module} title={route.title} />;
  return route.requiresSession ? <SessionRequired>{page}</SessionRequired> : page;
}

/**
 * The session is read here, below the route, and only for the pages that need one. The browser's session differs from
 * the server's (none) and settles after hydration (a new tab waits for an open one's): each change re-renders its
 * readers at once, and a reader above a public page's server-rendered HTML would make React hydrate that whole page
 * in one long task instead of in slices.
 */
function SessionRequired({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const sessionKnown = useSessionKnown();
  const location = useLocation();
  const onServer = useRenderingOnServer();
  // The server never has the shopper's session: the browser renders the page (or sends a visitor to sign in).
  if (onServer) return <LoadingState wholePage />;
  // A new tab waits (300 ms at most) for an open tab's session rather than sending a signed-in shopper to sign in.
  if (!sessionKnown) return <LoadingState wholePage />;
  // Without a session the page would only collect 401s: sign in first, then come back here.
  if (!signedIn) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
