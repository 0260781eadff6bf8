// A signed-in shopper's page needs some of the shopper's data at once: the cart (the header's count; the cart and
// checkout pages, which the server sends as their frame since the token is the tab's) and the profile (whether the
// header links to the staff desk). Asked for by the shell's entry as soon as it runs, the reads go alongside the rest
// of the start instead of after it. Part of the entry, before the shared libraries: shared-ui's stateless entries
// only, bundled here.
import { TOKEN_HEADER } from 'contracts/src/account/sessionToken';
// A type only, erased from the entry: shared-ui's main entry is not bundled here.
import type { EarlyAnswer } from 'shared-ui';
import { readInlineRuntimeConfig } from 'shared-ui/runtime-config';
import { readStoredToken } from 'shared-ui/session-token';
import { readPageState } from '../rendering/pageState';
import { preloadPageManifest } from './pageManifestPreload';

/** The reads under way, and the token they were asked with. */
export interface EarlyShopperReads {
  token: string;
  cart: Promise<EarlyAnswer>;
  profile: Promise<EarlyAnswer>;
}

export type ShopperFetch = (url: URL, init: { headers: Record<string, string> }) => Promise<EarlyAnswer>;

let started: EarlyShopperReads | null = null;

/**
 * Asks for the cart and the profile of the tab's session, as the API client would (GET `cart` and `profile` under
 * the API's base URL, the token in its header), when there is a session and an inlined config. The shell hands the
 * answers to the page's query cache. On a page sent as its frame, the page's remote manifest is asked for too
 * (pageManifestPreload.ts): the other thing its content waits for.
 */
export function startEarlyShopperReads(fetchRead: ShopperFetch = (url, init) => fetch(url, init)): void {
  const token = readStoredToken();
  const config = readInlineRuntimeConfig();
  if (token === null || config === null) return;
  const { apiBaseUrl } = config;
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, window.location.href);
  const read = (path: string) => {
    const answer = fetchRead(new URL(path, base), { headers: { [TOKEN_HEADER]: token } });
    // Whoever takes it reads the answer or its failure; until then a network error is not an unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  };
  started = { token, cart: read('cart'), profile: read('profile') };
  preloadPageManifest(document, config, readPageState(document));
}

/** The reads started by the entry, once: the page's query cache takes them over. */
export function takeEarlyShopperReads(): EarlyShopperReads | null {
  const reads = started;
  started = null;
  return reads;
}
