import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { loadRuntimeConfig } from 'shared-ui/src/config/runtimeConfig';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { adoptCartRead, cartQuery } from 'shared-ui/src/cart/cartQuery';
import { pageQueryClient } from 'shared-ui/src/data/storeQueryClient';
import { configureApiClient } from 'shared-ui/src/http/apiClient';
import { getSessionToken } from 'shared-ui/src/session/sessionStore';
import { pageLoaderHandover } from '../preloading/pageLoaderHandover';
import { routeForPath } from '../routes/routeForPath';
import { navigateFromOutsideReact } from '../routes/shellNavigation';
import { builderRegistrationUrlOf } from './builderRegistrationUrl';

/** Where the page's loader leaves its read of a signed-in shopper's cart: `{ token, answer }`. */
export const PAGE_LOADER_CART_KEY = 'firstCartRead';

export interface StartedShell {
  loader: RemoteLoader;
  builderRegistrationUrl?: string;
}

export interface ShellStartOptions {
  /** Makes the loader from the config: the federation loader in the browser (bootstrap), a stub in tests. */
  createLoader: (config: RuntimeConfig) => RemoteLoader;
  /** Reads the per-environment config; GET /runtime-config.json by default. */
  loadConfig?: () => Promise<RuntimeConfig>;
}

/**
 * The start-up, in order: read the runtime config, point the API client at its API, create the remote loader,
 * and start fetching the first page's remote at once rather than after React has rendered (on a cold load it is
 * the longest chain of requests); for a signed-in shopper, start reading the cart into the page's cache as well
 * (the header's badge shows its count on every page, the cart page its entries: both get this one read). Rejects
 * when the config cannot be read; nothing is half set up then.
 */
export async function startShell({
  createLoader,
  loadConfig = () => loadRuntimeConfig(),
}: ShellStartOptions): Promise<StartedShell> {
  const config = await loadConfig();
  configureApiClient({ baseUrl: config.apiBaseUrl, navigate: navigateFromOutsideReact });
  const loader = createLoader(config);
  const firstRoute = routeForPath(window.location.pathname);
  if (firstRoute) loader.preload(firstRoute.remote, [firstRoute.module]);
  const token = getSessionToken();
  if (token !== null) {
    // The page's loader asked already, as the page painted (tooling/webpack/index.html): its answer serves.
    const handed = pageLoaderHandover(PAGE_LOADER_CART_KEY);
    Reflect.deleteProperty(window, PAGE_LOADER_CART_KEY);
    const cache = pageQueryClient();
    if (handed && Reflect.get(handed.request, 'token') === token) adoptCartRead(cache, token, handed.answer);
    // Joins the adopted read if there is one. Whoever shows the cart reports a failure; this only saves them the wait.
    void cache.prefetchQuery(cartQuery());
  }
  return { loader, builderRegistrationUrl: builderRegistrationUrlOf(config) };
}
