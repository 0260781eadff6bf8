import { create } from 'zustand';
import { emitStoreEvent, onStoreEvent } from '../events/eventBus';
import { returnFromSignIn } from './returnFromSignIn';
import { clearSessionStorage, readStoredToken, removeStoredToken, writeStoredToken } from './sessionStorageToken';
import {
  SESSION_CHANNEL_NAME,
  shareSessionWithOtherTabs,
  type SessionChannel,
  type SessionMessage,
  type TabSharingOptions,
} from './sessionTabs';

export interface SessionState {
  token: string | null;
  /**
   * True while a tab opened without a token waits (at most 300 ms) for another tab of the store to hand it theirs:
   * meanwhile nothing should show it signed out or send it to sign in.
   */
  awaitingOtherTabs: boolean;
  /** Stores the token (sessionStorage `token`) and tells every remote. */
  signIn: (token: string) => void;
  /** Logout: clears ALL session storage (the spec) and tells every remote. Revoking on the server is the caller's job. */
  signOut(): void;
  /** The server rejected the token (401): forget only the token, keep the rest of session storage. */
  expireSession(): void;
}

/** Tells the store's other tabs of a change made in this one; nobody to tell until the channel is open. */
let tellOtherTabs: (message: SessionMessage) => void = () => {};

// The changes themselves, made in this tab, whoever asked for them (this tab, or another one on the channel).
function storeToken(token: string): void {
  writeStoredToken(token);
  useSessionStore.setState({ token });
  emitStoreEvent('session:changed', { signedIn: true });
}

function forgetSession(): void {
  clearSessionStorage();
  useSessionStore.setState({ token: null });
  emitStoreEvent('session:changed', { signedIn: false });
}

function forgetToken(): void {
  removeStoredToken();
  useSessionStore.setState({ token: null });
  emitStoreEvent('session:changed', { signedIn: false });
}

export const useSessionStore = create<SessionState>()((_set, get) => ({
  // Signed out to begin with, as the server renders every page: React hydrates a server-rendered page with the
  // store's initial state (zustand's server snapshot), then re-renders with the stored token just below.
  token: null,
  awaitingOtherTabs: false,
  signIn(token) {
    storeToken(token);
    tellOtherTabs({ type: 'session', token });
  },
  signOut() {
    forgetSession();
    tellOtherTabs({ type: 'signed-out' });
  },
  expireSession() {
    const expired = get().token;
    forgetToken();
    if (expired !== null) tellOtherTabs({ type: 'expired', token: expired });
  },
}));

useSessionStore.setState({ token: readStoredToken() });

// Another copy of shared-ui (or any code following the contract) may change the session: sessionStorage is
// the source of truth, so re-read it whenever anyone announces a change.
onStoreEvent('session:changed', () => {
  const stored = readStoredToken();
  if (stored !== useSessionStore.getState().token) useSessionStore.setState({ token: stored });
});

/**
 * Joins this tab to the store's other tabs on `channel` (the page's BroadcastChannel, opened below; a fake one in
 * tests): see sessionTabs.ts. Returns the way to leave.
 */
export function shareSessionBetweenTabs(channel: SessionChannel, options?: TabSharingOptions): () => void {
  const sharing = shareSessionWithOtherTabs(
    channel,
    {
      token: () => useSessionStore.getState().token,
      adopt: (token, late) => {
        storeToken(token);
        // Sent to sign in while the answer was on its way: back to the page that needed the session.
        if (late) returnFromSignIn();
      },
      signOut: forgetSession,
      expire: forgetToken,
      setAwaiting: (awaitingOtherTabs) => useSessionStore.setState({ awaitingOtherTabs }),
    },
    options,
  );
  tellOtherTabs = sharing.tell;
  return () => {
    tellOtherTabs = () => {};
    sharing.stop();
  };
}

// In the browser only: the server renders for no tab (Node has a BroadcastChannel of its own, between its threads).
if (typeof window !== 'undefined' && typeof BroadcastChannel === 'function') {
  shareSessionBetweenTabs(new BroadcastChannel(SESSION_CHANNEL_NAME));
}

/** The current token for non-React code (the http client). Read from storage, the one source of truth. */
export function getSessionToken(): string | null {
  return readStoredToken();
}
