/** `path` ('/property/7', or an absolute URL left as it is) on the store's public origin. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
