/**
 * The store's name as the shell titles every page ('{title} | House Plans', shell/src/server/pageHead.ts): the brand
 * and seller of the plans in their structured data. The shell's copy cannot be imported from a remote; the name
 * belongs in contracts once a second remote needs it.
 */
export const STORE_NAME = 'House Plans';

/** `path` ('/property/7', or an absolute URL left as it is) on the store's public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
