import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { loadRuntimeConfig } from 'shared-ui/src/config/runtimeConfig';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { configureApiClient } from 'shared-ui/src/http/apiClient';
import { createShellRouter, type ShellRouter } from '../routes/createShellRouter';
import { routeForPath } from '../routes/routeForPath';
import { builderRegistrationUrlOf } from './builderRegistrationUrl';

export interface StartedShell {
  loader: RemoteLoader;
  router: ShellRouter;
}

export interface ShellStartOptions {
  /** Makes the loader from the config: the federation loader in the browser (bootstrap), a stub in tests. */
  createLoader: (config: RuntimeConfig) => RemoteLoader;
  /** Reads the per-environment config; GET /runtime-config.json by default. */
  loadConfig?: () => Promise<RuntimeConfig>;
}

/**
 * The start-up, in order: read the runtime config, point the API client at its API, create the remote loader,
 * and start fetching the first page's remote at once instead of after React has rendered (it is the longest chain
 * of requests on a cold load). Rejects when the config cannot be read; nothing is half set up then.
 */
export async function startShell({
  createLoader,
  loadConfig = () => loadRuntimeConfig(),
}: ShellStartOptions): Promise<StartedShell> {
  const config = await loadConfig();
  const router = createShellRouter({ builderRegistrationUrl: builderRegistrationUrlOf(config) });
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    navigate: (to) => void router.navigate(to),
  });
  const loader = createLoader(config);
  const firstRoute = routeForPath(window.location.pathname);
  if (firstRoute) {
    // A failure here is reported by the page itself when it renders; this is only a head start.
    Promise.resolve()
      .then(() => loader.preload(firstRoute.remote))
      .catch(() => undefined);
  }
  return { loader, router };
}
