import { useSessionStore } from './sessionStore';

/** True while a session token exists; re-renders on sign-in, logout and expiry in any remote. */
export function useSignedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}

/**
 * False for the moment (at most 300 ms) a tab opened without a token waits for another tab's session: a page that
 * sends visitors to sign in, or shows 'Sign In', waits for it to be true.
 */
export function useSessionKnown(): boolean {
  return useSessionStore((state) => !state.awaitingOtherTabs);
}
