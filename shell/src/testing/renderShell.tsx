import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import type { RemoteName } from 'contracts/src/config/runtimeConfig';
import { emitStoreEvent, pageQueryClient, type RemoteLoader, useSessionStore } from 'shared-ui';
import { App } from '../app/App';
import { navigateFromOutsideReact } from '../routes/shellNavigation';

/** The heading a stub remote page shows, e.g. 'catalog ./HomePage': tells which page module the route loaded. */
export function stubPageHeading(remote: RemoteName, module: string): string {
  return `${remote} ${module}`;
}

const stubPages = new Map<string, ComponentType>();

/** One component per remote module, reused across renders (as a real remote's module would be). */
function stubPage(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = stubPages.get(key);
  if (!page) {
    const heading = stubPageHeading(remote, module);
    page = function StubRemotePage() {
      return <h1>{heading}</h1>;
    };
    stubPages.set(key, page);
  }
  return page;
}

/**
 * A RemoteLoader standing in for Module Federation: each page module is a small component naming itself, and
 * a remote listed in `down` rejects as an unreachable remote would. `down` can change during a test.
 */
export function createStubLoader({ down = [] }: { down?: RemoteName[] } = {}) {
  const unavailable = new Set<RemoteName>(down);
  const loadModule = jest.fn();
  loadModule.mockImplementation(async (remote: RemoteName, module: string) => {
    if (unavailable.has(remote)) throw new Error(`${remote}: mf-manifest.json did not answer`);
    return { default: stubPage(remote, module) };
  });
  const preload = jest.fn();
  const loader: RemoteLoader = { loadModule, preload };
  return {
    loader,
    loadModule,
    preload,
    bringUp(remote: RemoteName) {
      unavailable.delete(remote);
    },
  };
}

// A new page scrolls to the top with window.scrollTo, which jsdom does not implement.
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** Renders the whole shell at `path`, as the browser would open it, and lets the stub remotes answer. */
export async function renderShell(
  path: string,
  {
    loader = createStubLoader().loader,
    builderRegistrationUrl,
  }: { loader?: RemoteLoader; builderRegistrationUrl?: string } = {},
) {
  window.history.replaceState(null, '', path);
  // A page load starts with an empty cache of API answers: none is left over from the test before.
  pageQueryClient().clear();
  const view = render(<App loader={loader} builderRegistrationUrl={builderRegistrationUrl} />);
  await act(async () => undefined);
  return {
    ...view,
    /** Client-side navigation, as a link in a remote would do it (through the router, no page load). */
    async navigate(to: string) {
      await act(async () => navigateFromOutsideReact(to));
    },
  };
}

/** Puts the session in the state a shopper would have after signing in (or out) in some remote, announced as there. */
export function startSession(token: string | null) {
  window.sessionStorage.clear();
  if (token !== null) window.sessionStorage.setItem('token', token);
  useSessionStore.setState({ token });
  emitStoreEvent('session:changed', { signedIn: token !== null });
}
