import 'shared-ui/design/tokens.css';
import 'shared-ui/design/base.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import {
  adoptCartRead,
  loadRemoteComponent,
  pageQueryClient,
  readInlineRuntimeConfig,
  rememberFailedLoad,
} from 'shared-ui';
import { createFederationLoader } from 'shared-ui/federation-runtime';
import { nextTask } from 'shared-ui/next-task';
import { App } from './app/App';
import { ShellStartup } from './composition/ShellStartup';
import { startShell, startShellWith } from './composition/startShell';
import { startTelemetryAfterStartUp } from './composition/startTelemetry';
import { takeEarlyShopperReads } from './preloading/earlyShopperReads';
import { adoptHeaderProfileRead } from './staff-desk/staffDeskAccess';
import { readPageState } from './rendering/pageState';
import { routeForPath } from './routes/routeForPath';
import { keepServerTitle } from './routes/useDocumentTitle';

// Loaded behind index.ts's dynamic import: Module Federation negotiates the shared singletons (react, the router,
// shared-ui) before any of them is evaluated here.
const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
const openedPath = window.location.pathname;
const config = readInlineRuntimeConfig();
const pageState = readPageState(document);
// The server-rendered page has asked for its page module's scripts (rendering/startupScripts.ts).
const openedRoute = pageState?.scripts.length ? routeForPath(openedPath) : undefined;
// The page's telemetry (Web Vitals, remote failures) comes with the loader, whose remotes' versions it reports.
const createLoader = (runtimeConfig: RuntimeConfig) => {
  const loader = createFederationLoader(runtimeConfig, { preloadedByPage: openedRoute });
  startTelemetryAfterStartUp({ loader, apiBaseUrl: runtimeConfig.apiBaseUrl, openedPath });
  return loader;
};

async function startOnServerRenderedPage(): Promise<void> {
  if (config === null) return;
  // Apart from the task that evaluated the shell's modules: together they were one long task on a phone.
  await nextTask();
  // The answers the server read for this page: the page's queries find them and ask for nothing.
  if (pageState?.queries) hydrate(pageQueryClient(), pageState.queries);
  // The cart and profile the entry asked for (a signed-in tab): the header's count, the cart's pages and the header's
  // staff desk link read those answers.
  const shopperReads = takeEarlyShopperReads();
  if (shopperReads) {
    adoptCartRead(pageQueryClient(), shopperReads.token, shopperReads.cart);
    adoptHeaderProfileRead(pageQueryClient(), shopperReads.token, shopperReads.profile);
  }
  const shell = startShellWith(config, createLoader);
  const app = (
    <StrictMode>
      <App loader={shell.loader} builderRegistrationUrl={shell.builderRegistrationUrl} />
    </StrictMode>
  );
  // Rendered as a transition, like hydration below: in slices, not as one long task.
  const renderAfresh = () =>
    startTransition(() => {
      createRoot(container).render(app);
    });
  if (!pageState?.rendered) {
    // The server sent the frame only (a signed-in shopper's page, a remote it could not reach): render it all here.
    renderAfresh();
    return;
  }
  // The page's module first, so that the first render is the server's (a failure renders the page's fallback).
  keepServerTitle(window.location.pathname);
  const route = routeForPath(window.location.pathname);
  const pageLoaded =
    !route ||
    (await loadRemoteComponent(shell.loader, route.remote, route.module).then(
      () => true,
      (error: unknown) => {
        // Down for this browser though not for the server: its fallback with Retry, at once.
        rememberFailedLoad(route.remote, route.module, error);
        return false;
      },
    ));
  // The page's module was evaluated in this task: hydration starts in the next one. As a transition, it yields to the
  // browser every few milliseconds instead of holding the main thread for the whole page: a tap during it is answered,
  // and a slow phone shows no long task (React hydrates a part the shopper touches first).
  await nextTask();
  if (pageLoaded)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else renderAfresh();
}

if (config === null) {
  // A page from a plain static host (a remote's harness, a dev server): no server render, no inline config.
  createRoot(container).render(
    <StrictMode>
      <ShellStartup start={() => startShell({ createLoader })} />
    </StrictMode>,
  );
} else {
  void startOnServerRenderedPage();
}
