import { RemotePage } from 'shared-ui/src/federation/RemotePage';
import type { ShellRoute } from './pageModules';
import { useDocumentTitle } from './useDocumentTitle';

/** One row of the route table on screen: the tab title, and the remote's page with its loading and failure states. */
export function RoutePage({ route }: { route: ShellRoute }) {
  useDocumentTitle(route.title);
  return <RemotePage remote={route.remote} module={route.module} title={route.title} />;
}
