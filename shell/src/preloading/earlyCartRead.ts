// A signed-in shopper's page needs the cart at once (the header's count; the cart and checkout pages, which the server
// sends as their frame since the token is the tab's): asked for by the shell's entry as soon as it runs, the read goes
// alongside the rest of the start instead of after it. Part of the entry, before the shared libraries: no shared-ui here.
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from 'contracts/src/account/sessionToken';
import { INLINE_RUNTIME_CONFIG_ID } from 'contracts/src/config/runtimeConfig';

/** What the read needs of the answer (shared-ui's adoptCartRead reads it). */
type CartAnswer = Pick<Response, 'ok' | 'json'>;

/** A read of the cart under way, and the token it was asked with. */
export interface EarlyCartRead {
  token: string;
  answer: Promise<CartAnswer>;
}

/** What the read needs of the browser. */
export interface EarlyCartReadContext {
  document: Document;
  location: Pick<Location, 'href'>;
  sessionStorage: Pick<Storage, 'getItem'>;
  fetch: (url: URL, init: { headers: Record<string, string> }) => Promise<CartAnswer>;
}

let started: EarlyCartRead | null = null;

function storedToken(browser: EarlyCartReadContext): string | null {
  try {
    return browser.sessionStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    // Storage disabled: signed out, as for the session store.
    return null;
  }
}

/** The API's base URL from the config the server inlined in the page; null without one. */
function inlineApiBaseUrl(doc: Document): string | null {
  try {
    const config: unknown = JSON.parse(doc.getElementById(INLINE_RUNTIME_CONFIG_ID)?.textContent ?? 'null');
    const apiBaseUrl: unknown =
      typeof config === 'object' && config !== null ? Reflect.get(config, 'apiBaseUrl') : null;
    return typeof apiBaseUrl === 'string' && apiBaseUrl !== '' ? apiBaseUrl : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the cart of the tab's session, as the API client would (GET `cart` under the API's base URL, the token in
 * its header), when there is a session and an inlined config. The shell hands the answer to the page's query cache.
 */
export function startEarlyCartRead(browser: EarlyCartReadContext = window): void {
  const token = storedToken(browser);
  const apiBaseUrl = inlineApiBaseUrl(browser.document);
  if (token === null || apiBaseUrl === null) return;
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, browser.location.href);
  started = { token, answer: browser.fetch(new URL('cart', base), { headers: { [TOKEN_HEADER]: token } }) };
  // Whoever takes it reads the answer or its failure; until then a network error is not an unhandled rejection.
  started.answer.catch(() => undefined);
}

/** The read started by the entry, once: the page's query cache takes it over (shared-ui's adoptCartRead). */
export function takeEarlyCartRead(): EarlyCartRead | null {
  const read = started;
  started = null;
  return read;
}
