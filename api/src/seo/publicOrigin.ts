/** What the store is reached at when no PUBLIC_URL is configured: the API's default port on this machine. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

/**
 * The store's public origin (scheme, host, port) from its configured address (PUBLIC_URL): the pages live at the
 * root of the origin, so a path in the address is not part of their URLs.
 */
export function publicOrigin(siteUrl: string = DEFAULT_SITE_URL): string {
  return new URL(siteUrl).origin;
}
