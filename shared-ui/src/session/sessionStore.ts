import { create } from 'zustand';
import { emitStoreEvent, onStoreEvent } from '../events/eventBus';
import { clearSessionStorage, readStoredToken, removeStoredToken, writeStoredToken } from './sessionStorageToken';

export interface SessionState {
  token: string | null;
  /** Stores the token (sessionStorage `token`) and tells every remote. */
  signIn: (token: string) => void;
  /** Logout: clears ALL session storage (the spec) and tells every remote. Revoking on the server is the caller's job. */
  signOut(): void;
  /** The server rejected the token (401): forget only the token, keep the rest of session storage. */
  expireSession(): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  // Signed out to begin with, as the server renders every page: React hydrates a server-rendered page with the
  // store's initial state (zustand's server snapshot), then re-renders with the stored token just below.
  token: null,
  signIn(token) {
    writeStoredToken(token);
    set({ token });
    emitStoreEvent('session:changed', { signedIn: true });
  },
  signOut() {
    clearSessionStorage();
    set({ token: null });
    emitStoreEvent('session:changed', { signedIn: false });
  },
  expireSession() {
    removeStoredToken();
    set({ token: null });
    emitStoreEvent('session:changed', { signedIn: false });
  },
}));

useSessionStore.setState({ token: readStoredToken() });

// Another copy of shared-ui (or any code following the contract) may change the session: sessionStorage is
// the source of truth, so re-read it whenever anyone announces a change.
onStoreEvent('session:changed', () => {
  const stored = readStoredToken();
  if (stored !== useSessionStore.getState().token) useSessionStore.setState({ token: stored });
});

/** The current token for non-React code (the http client). Read from storage, the one source of truth. */
export function getSessionToken(): string | null {
  return readStoredToken();
}
