/** Where a visitor goes to sign in before `path`; the sign-in page sends them back (same origin paths only). */
export function signInPathFor(path: string): string {
  return `/SignIn?redirect=${encodeURIComponent(path)}`;
}
