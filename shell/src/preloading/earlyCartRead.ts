// A signed-in shopper's page needs the cart at once (the header's count; the cart and checkout pages, which the server
// sends as their frame since the token is the tab's): asked for by the shell's entry as soon as it runs, the read goes
// alongside the rest of the start instead of after it. Part of the entry, before the shared libraries: shared-ui's
// stateless entries only, bundled here.
import { TOKEN_HEADER } from 'contracts/src/account/sessionToken';
import { readInlineRuntimeConfig } from 'shared-ui/runtime-config';
import { readStoredToken } from 'shared-ui/session-token';
import { readPageState } from '../rendering/pageState';
import { preloadPageManifest } from './pageManifestPreload';

/** What the read needs of the answer (shared-ui's adoptCartRead reads it). */
type CartAnswer = Pick<Response, 'ok' | 'json'>;

/** A read of the cart under way, and the token it was asked with. */
export interface EarlyCartRead {
  token: string;
  answer: Promise<CartAnswer>;
}

export type CartFetch = (url: URL, init: { headers: Record<string, string> }) => Promise<CartAnswer>;

let started: EarlyCartRead | null = null;

/**
 * Asks for the cart of the tab's session, as the API client would (GET `cart` under the API's base URL, the token in
 * its header), when there is a session and an inlined config. The shell hands the answer to the page's query cache.
 * On a page sent as its frame, the page's remote manifest is asked for too (pageManifestPreload.ts): the other
 * thing its content waits for.
 */
export function startEarlyCartRead(fetchCart: CartFetch = (url, init) => fetch(url, init)): void {
  const token = readStoredToken();
  const config = readInlineRuntimeConfig();
  if (token === null || config === null) return;
  const { apiBaseUrl } = config;
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, window.location.href);
  started = { token, answer: fetchCart(new URL('cart', base), { headers: { [TOKEN_HEADER]: token } }) };
  // Whoever takes it reads the answer or its failure; until then a network error is not an unhandled rejection.
  started.answer.catch(() => undefined);
  preloadPageManifest(document, config, readPageState(document));
}

/** The read started by the entry, once: the page's query cache takes it over (shared-ui's adoptCartRead). */
export function takeEarlyCartRead(): EarlyCartRead | null {
  const read = started;
  started = null;
  return read;
}
