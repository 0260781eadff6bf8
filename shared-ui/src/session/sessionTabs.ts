// A second tab of the store stays signed in, though the token lives in sessionStorage (the spec's contract), which
// the browser keeps per tab: a tab that opens without a token asks the open ones for theirs on a BroadcastChannel,
// and a sign-in, logout or expiry in one tab reaches the others. A BroadcastChannel only joins pages of one
// origin (the store's: shared-ui runs in the shell's page), so the token never leaves the store's own tabs.

/** The channel's name: every tab (and every copy of shared-ui in a tab) of the store's origin joins it. */
export const SESSION_CHANNEL_NAME = 'store-session';

/**
 * How long a new tab without a token waits for an open tab's answer before it shows itself signed out. Open tabs
 * answer within a few milliseconds; this is short enough that a visitor with no other tab hardly notices it.
 */
export const SESSION_ANSWER_WAIT_MS = 300;
const WAIT_SLICE_MS = 50;

export type SessionMessage =
  /** A tab without a token asks whether another tab has one. */
  | { type: 'session-wanted' }
  /**
   * A signed-in tab's answer (`answer: true`), or a sign-in that has just happened in a tab. Copies of shared-ui
   * from before the flag answer without it: their answers read as sign-ins.
   */
  | { type: 'session'; token: string; answer?: true }
  /** Logout in a tab: every tab signs out. */
  | { type: 'signed-out' }
  /** The server refused this token: the tabs holding it forget it. */
  | { type: 'expired'; token: string };

/** What the tab-sharing needs of a BroadcastChannel (a fake one in tests). */
export interface SessionChannel {
  postMessage(message: SessionMessage): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

/** The tab's own session, as the sharing reads and changes it (without telling the other tabs again). */
export interface TabSession {
  token(): string | null;
  /**
   * Another tab's session: store it in this tab too. `late` when it answers this tab's own question after the tab
   * stopped waiting (and may have been sent to sign in meanwhile).
   */
  adopt(token: string, late: boolean): void;
  /** Another tab logged out. */
  signOut(): void;
  /** The server refused the token another tab and this one hold. */
  expire(): void;
  /** True while this tab waits for an answer: nothing should show it signed out (or send it to sign in) yet. */
  setAwaiting(awaiting: boolean): void;
}

export interface TabSharing {
  /** Tells the other tabs of a change made in this one. */
  tell: (message: SessionMessage) => void;
  stop: () => void;
}

/** Anything may arrive on the channel (another version of the store, say): only well-formed messages are read. */
export function readSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const token = 'token' in data && typeof data.token === 'string' && data.token !== '' ? data.token : null;
  switch (data.type) {
    case 'session-wanted':
    case 'signed-out':
      return { type: data.type };
    case 'session':
      if (token === null) return null;
      return 'answer' in data && data.answer === true
        ? { type: 'session', token, answer: true }
        : { type: 'session', token };
    case 'expired':
      return token === null ? null : { type: data.type, token };
    default:
      return null;
  }
}

export interface TabSharingOptions {
  waitMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Joins the tab to the others: asks for a session when it has none (waiting at most `waitMs`), answers the tabs
 * that ask while it has one, and follows the others' sign-ins, logouts and expiries. An answer that comes after
 * the wait (an open tab busy or throttled in the background) still signs the tab in, as a late one.
 */
export function shareSessionWithOtherTabs(
  channel: SessionChannel,
  session: TabSession,
  {
    waitMs = SESSION_ANSWER_WAIT_MS,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }: TabSharingOptions = {},
): TabSharing {
  let waiting: unknown = null;
  // True once the tab asked and stopped waiting unanswered: it shows itself signed out, or was sent to sign in.
  let gaveUp = false;
  const stopWaiting = () => {
    if (waiting === null) return;
    clearTimer(waiting);
    waiting = null;
    session.setAwaiting(false);
  };
  // The wait is counted in slices of the tab's own time, not in one timer: a tab still busy starting up (parsing
  // and running its scripts) may find the answer and its time-out due at once, and run the time-out first. A slice
  // that ends late counts as one slice, and the answer, queued before the next one ends, is read in time.
  let slicesLeft = Math.max(1, Math.ceil(waitMs / WAIT_SLICE_MS));
  const waitSlice = () => {
    slicesLeft -= 1;
    if (slicesLeft <= 0) {
      stopWaiting();
      gaveUp = true;
    } else waiting = setTimer(waitSlice, Math.min(WAIT_SLICE_MS, waitMs));
  };

  channel.onmessage = (event) => {
    const message = readSessionMessage(event.data);
    if (!message) return;
    const own = session.token();
    switch (message.type) {
      case 'session-wanted':
        if (own !== null) channel.postMessage({ type: 'session', token: own, answer: true });
        break;
      case 'session': {
        // A tab signed in as someone else keeps its own session; a signed-out one joins the others. The first
        // answer after the tab gave up is its own question's, late: the tab may have been sent to sign in meanwhile.
        const late = gaveUp && message.answer === true;
        gaveUp = false;
        if (own === null) session.adopt(message.token, late);
        stopWaiting();
        break;
      }
      case 'signed-out':
        gaveUp = false;
        stopWaiting();
        if (own !== null) session.signOut();
        break;
      case 'expired':
        if (own === message.token) session.expire();
        break;
    }
  };

  if (session.token() === null) {
    session.setAwaiting(true);
    waiting = setTimer(waitSlice, Math.min(WAIT_SLICE_MS, waitMs));
    channel.postMessage({ type: 'session-wanted' });
  }

  return {
    tell(message) {
      // A change made here settles this tab's own question: a sign-in while waiting, say.
      gaveUp = false;
      stopWaiting();
      channel.postMessage(message);
    },
    stop() {
      stopWaiting();
      channel.onmessage = null;
      channel.close();
    },
  };
}
