/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this store, else /home.
 * Anything else (`//evil.example`, `https://...`, `javascript:`) is ignored: an open redirect would let a link
 * send a freshly signed-in shopper to a look-alike site.
 */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/home';
  return redirect;
}

/** Carries the way back through a chain of auth screens (e.g. /SignInEmail -> /verifyOtp). */
export function withRedirect(path: string, redirect: string | null): string {
  if (!redirect) return path;
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('redirect', redirect);
  return `${base}?${params.toString()}`;
}
