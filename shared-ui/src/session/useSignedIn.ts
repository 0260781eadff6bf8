import { useSessionStore } from './sessionStore';

/** True while a session token exists; re-renders on sign-in, logout and expiry in any remote. */
export function useSignedIn(): boolean {
  return useSessionStore((state) => state.token !== null);
}
