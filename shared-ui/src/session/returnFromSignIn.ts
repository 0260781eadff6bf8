/**
 * A page that needs a session sends a visitor to sign in with the way back in `?redirect=` (the shell's RoutePage,
 * `/SignIn?redirect=/myaccount`), and the sign-in pages go there once signed in. A session that reaches the tab
 * another way (an open tab's answer that came after the tab stopped waiting for it) completes the same sign-in:
 * this takes the tab back to that page.
 */

/** A path of this store only: `//evil.example`, `https://...` or `javascript:` would make the store an open redirect. */
function isStorePath(path: string | null): path is string {
  return path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * Goes back to the page named by the current address's `redirect` parameter, if any, replacing the sign-in page in
 * the history as the guard's own redirect replaced the page. The store's router (React Router's BrowserRouter, in
 * the shell) follows the address on a `popstate`, as it does for the browser's back button: the page is rendered
 * in place, nothing is reloaded. Returns whether it went.
 */
export function returnFromSignIn(win: Window = window): boolean {
  const redirect = new URLSearchParams(win.location.search).get('redirect');
  if (!isStorePath(redirect)) return false;
  const state: unknown = win.history.state;
  win.history.replaceState(state, '', redirect);
  win.dispatchEvent(new PopStateEvent('popstate', { state }));
  return true;
}
