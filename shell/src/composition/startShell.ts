import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import {
  cartQuery,
  configureApiClient,
  getSessionToken,
  loadRuntimeConfig,
  pageQueryClient,
  PLANS_QUERY_KEY,
  type RemoteLoader,
} from 'shared-ui';
import { navigateFromOutsideReact } from '../routes/shellNavigation';
import { builderRegistrationUrlOf } from './builderRegistrationUrl';

export interface StartedShell {
  loader: RemoteLoader;
  builderRegistrationUrl?: string;
}

export interface ShellStartOptions {
  /** Makes the loader from the config: the federation loader in the browser (bootstrap), a stub in tests. */
  createLoader: (config: RuntimeConfig) => RemoteLoader;
  /** Reads the per-environment config; the copy inlined in the page, else GET /runtime-config.json. */
  loadConfig?: () => Promise<RuntimeConfig>;
}

/**
 * The start-up once the config is known, in order: point the API client at its API, create the remote loader and,
 * for a signed-in shopper, start reading the cart into the page's cache (the header's badge shows its count on every
 * page, the cart page its entries: both get this one read). The server rendered the page for a visitor: the plans
 * it shows are read again for this shopper's hearts once the page is up.
 */
export function startShellWith(config: RuntimeConfig, createLoader: ShellStartOptions['createLoader']): StartedShell {
  configureApiClient({ baseUrl: config.apiBaseUrl, navigate: navigateFromOutsideReact });
  const loader = createLoader(config);
  if (getSessionToken() !== null) {
    const cache = pageQueryClient();
    // Whoever shows the cart reports a failure; this only saves them the wait.
    void cache.prefetchQuery(cartQuery());
    void cache.invalidateQueries({ queryKey: PLANS_QUERY_KEY, refetchType: 'none' });
  }
  return { loader, builderRegistrationUrl: builderRegistrationUrlOf(config) };
}

/** The start-up when the config must be read first. Rejects when it cannot be read; nothing is half set up then. */
export async function startShell({
  createLoader,
  loadConfig = () => loadRuntimeConfig(),
}: ShellStartOptions): Promise<StartedShell> {
  return startShellWith(await loadConfig(), createLoader);
}
