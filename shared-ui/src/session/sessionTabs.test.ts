import { onStoreEvent } from '../events/eventBus';
import { shareSessionBetweenTabs, useSessionStore } from './sessionStore';
import {
  readSessionMessage,
  SESSION_ANSWER_WAIT_MS,
  shareSessionWithOtherTabs,
  type SessionChannel,
  type SessionMessage,
  type TabSession,
} from './sessionTabs';

/**
 * A stand-in for the browser's BroadcastChannel (jsdom has none): a message posted on one channel reaches every
 * other open channel of the hub, never the sender, a moment later, as the browser's does.
 */
class FakeChannelHub {
  private readonly open = new Set<FakeChannel>();
  readonly posted: SessionMessage[] = [];

  channel(): FakeChannel {
    const channel = new FakeChannel(this);
    this.open.add(channel);
    return channel;
  }

  deliver(from: FakeChannel, message: SessionMessage): void {
    this.posted.push(message);
    // A copy, as the browser clones what it posts: no tab shares an object with another.
    const data: unknown = JSON.parse(JSON.stringify(message));
    for (const channel of this.open) {
      if (channel === from) continue;
      setTimeout(() => {
        if (this.open.has(channel)) channel.onmessage?.(new MessageEvent('message', { data }));
      }, 1);
    }
  }

  close(channel: FakeChannel): void {
    this.open.delete(channel);
  }
}

class FakeChannel implements SessionChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(private readonly hub: FakeChannelHub) {}
  postMessage(message: SessionMessage): void {
    this.hub.deliver(this, message);
  }
  close(): void {
    this.hub.close(this);
  }
}

/** Another tab of the store: its own session storage, as each browser tab has. */
function otherTab(token: string | null): TabSession & { current: string | null; awaiting: boolean[] } {
  const tab = {
    current: token,
    awaiting: [] as boolean[],
    token: () => tab.current,
    adopt: (adopted: string) => {
      tab.current = adopted;
    },
    signOut: () => {
      tab.current = null;
    },
    expire: () => {
      tab.current = null;
    },
    setAwaiting: (awaiting: boolean) => {
      tab.awaiting.push(awaiting);
    },
  };
  return tab;
}

let hub: FakeChannelHub;
const leaving: Array<() => void> = [];

beforeEach(() => {
  jest.useFakeTimers();
  hub = new FakeChannelHub();
  window.sessionStorage.clear();
  useSessionStore.setState({ token: null, awaitingOtherTabs: false });
});

afterEach(() => {
  while (leaving.length > 0) leaving.pop()?.();
  jest.useRealTimers();
});

function joinOtherTab(tab: TabSession) {
  const sharing = shareSessionWithOtherTabs(hub.channel(), tab);
  leaving.push(() => sharing.stop());
  return sharing;
}

function joinThisTab() {
  leaving.push(shareSessionBetweenTabs(hub.channel()));
}

describe('a new tab of the store', () => {
  it('takes the session of an open signed-in tab, waiting for it instead of showing itself signed out', () => {
    joinOtherTab(otherTab('open-tab-token'));
    const announced = jest.fn();
    const off = onStoreEvent('session:changed', announced);

    joinThisTab();
    expect(useSessionStore.getState().awaitingOtherTabs).toBe(true);
    expect(hub.posted).toEqual([{ type: 'session-wanted' }]);

    jest.advanceTimersByTime(5);
    expect(useSessionStore.getState().token).toBe('open-tab-token');
    expect(window.sessionStorage.getItem('token')).toBe('open-tab-token');
    expect(useSessionStore.getState().awaitingOtherTabs).toBe(false);
    expect(announced).toHaveBeenCalledWith({ signedIn: true });
    off();
  });

  it('is signed out once no tab has answered within the wait', () => {
    joinOtherTab(otherTab(null));

    joinThisTab();
    jest.advanceTimersByTime(SESSION_ANSWER_WAIT_MS - 1);
    expect(useSessionStore.getState().awaitingOtherTabs).toBe(true);

    jest.advanceTimersByTime(1);
    expect(useSessionStore.getState().awaitingOtherTabs).toBe(false);
    expect(useSessionStore.getState().token).toBeNull();
    // Both asked (the other tab when it opened); a signed-out tab has nothing to hand over.
    expect(hub.posted).toEqual([{ type: 'session-wanted' }, { type: 'session-wanted' }]);
  });

  it('counts the wait in its own time: a tab too busy to run its timers still reads the answer that came meanwhile', () => {
    const timers: Array<() => void> = [];
    const newTab = otherTab(null);
    const channel = hub.channel();
    const sharing = shareSessionWithOtherTabs(channel, newTab, {
      setTimer: (run) => timers.push(run),
      clearTimer: () => undefined,
    });
    leaving.push(() => sharing.stop());
    // The tab was busy for a second: its first slice runs late, as if the whole wait had passed; still waiting.
    timers.shift()?.();
    expect(newTab.awaiting).toEqual([true]);
    channel.onmessage?.(new MessageEvent('message', { data: { type: 'session', token: 'answered-meanwhile' } }));
    expect(newTab.current).toBe('answered-meanwhile');
    expect(newTab.awaiting).toEqual([true, false]);
  });

  describe('when an open tab answers after the wait (busy, or throttled in the background)', () => {
    const popped = jest.fn();
    beforeEach(() => {
      window.addEventListener('popstate', popped);
    });
    afterEach(() => {
      window.removeEventListener('popstate', popped);
      popped.mockReset();
      window.history.replaceState(null, '', '/');
    });

    /** This tab opens at `path` with no other tab answering in time, and is sent where the guard sends it. */
    function giveUpWaiting(sentTo: string) {
      joinThisTab();
      jest.advanceTimersByTime(SESSION_ANSWER_WAIT_MS);
      expect(useSessionStore.getState()).toMatchObject({ token: null, awaitingOtherTabs: false });
      window.history.replaceState({ idx: 0 }, '', sentTo);
    }

    /** The open tab's answer to the question this tab asked when it opened. */
    function answerLate(message: SessionMessage) {
      hub.channel().postMessage(message);
      jest.advanceTimersByTime(5);
    }

    it('still signs the tab in, and takes it back from sign-in to the page that needed the session', () => {
      giveUpWaiting('/SignIn?redirect=%2Fmyaccount%3Ftab%3D2');
      jest.advanceTimersByTime(2_000);

      answerLate({ type: 'session', token: 'late-token', answer: true });
      expect(useSessionStore.getState().token).toBe('late-token');
      expect(window.sessionStorage.getItem('token')).toBe('late-token');
      // In place of the sign-in page, as the guard put the sign-in page in place of it; the router follows popstate.
      expect(`${window.location.pathname}${window.location.search}`).toBe('/myaccount?tab=2');
      expect(window.history.state).toEqual({ idx: 0 });
      expect(popped).toHaveBeenCalledTimes(1);
    });

    it('signs a tab on a public page in where it is', () => {
      giveUpWaiting('/about-us');
      answerLate({ type: 'session', token: 'late-token', answer: true });
      expect(useSessionStore.getState().token).toBe('late-token');
      expect(window.location.pathname).toBe('/about-us');
      expect(popped).not.toHaveBeenCalled();
    });

    it.each(['//evil.example/x', 'https://evil.example/x', 'javascript:alert(1)', '/\\evil.example'])(
      'never leaves the store for a redirect to %s',
      (redirect) => {
        giveUpWaiting(`/SignIn?redirect=${encodeURIComponent(redirect)}`);
        answerLate({ type: 'session', token: 'late-token', answer: true });
        expect(useSessionStore.getState().token).toBe('late-token');
        expect(window.location.pathname).toBe('/SignIn');
        expect(popped).not.toHaveBeenCalled();
      },
    );

    it('moves nowhere for a sign-in made later in another tab: the shopper chose this sign-in page', () => {
      giveUpWaiting('/SignIn?redirect=%2Fmyaccount');
      answerLate({ type: 'session', token: 'signed-in-elsewhere' });
      expect(useSessionStore.getState().token).toBe('signed-in-elsewhere');
      expect(window.location.pathname).toBe('/SignIn');
      expect(popped).not.toHaveBeenCalled();
    });
  });

  it('asks nothing when it already has a token (a reload keeps sessionStorage)', () => {
    useSessionStore.setState({ token: 'kept' });
    joinThisTab();
    expect(useSessionStore.getState().awaitingOtherTabs).toBe(false);
    expect(hub.posted).toEqual([]);
  });
});

describe('an open tab of the store', () => {
  it('answers a new tab with its session', () => {
    useSessionStore.getState().signIn('this-tab-token');
    joinThisTab();
    const newTab = otherTab(null);
    joinOtherTab(newTab);
    expect(newTab.awaiting).toEqual([true]);

    jest.advanceTimersByTime(5);
    expect(newTab.current).toBe('this-tab-token');
    expect(newTab.awaiting).toEqual([true, false]);
    // Said to be an answer: one that comes after the new tab's wait is still its own, late.
    expect(hub.posted).toContainEqual({ type: 'session', token: 'this-tab-token', answer: true });
  });

  it('signs the other tabs out when it logs out, and follows their logout', () => {
    joinThisTab();
    const other = otherTab(null);
    const sharing = joinOtherTab(other);

    useSessionStore.getState().signIn('shared-token');
    jest.advanceTimersByTime(5);
    expect(other.current).toBe('shared-token');

    useSessionStore.getState().signOut();
    jest.advanceTimersByTime(5);
    expect(other.current).toBeNull();

    useSessionStore.getState().signIn('again');
    window.sessionStorage.setItem('checkout-step', '2');
    jest.advanceTimersByTime(5);
    sharing.tell({ type: 'signed-out' });
    jest.advanceTimersByTime(5);
    expect(useSessionStore.getState().token).toBeNull();
    // A logout is the same in every tab: all of session storage goes (the spec).
    expect(window.sessionStorage.length).toBe(0);
  });

  it('forgets a token the server refused in another tab, and only that token', () => {
    useSessionStore.getState().signIn('refused');
    joinThisTab();
    const other = otherTab('refused');
    const sharing = joinOtherTab(other);

    sharing.tell({ type: 'expired', token: 'someone-else' });
    jest.advanceTimersByTime(5);
    expect(useSessionStore.getState().token).toBe('refused');

    sharing.tell({ type: 'expired', token: 'refused' });
    jest.advanceTimersByTime(5);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps its own session when another account signs in elsewhere', () => {
    useSessionStore.getState().signIn('mine');
    joinThisTab();
    const sharing = joinOtherTab(otherTab(null));

    sharing.tell({ type: 'session', token: 'theirs' });
    jest.advanceTimersByTime(5);
    expect(useSessionStore.getState().token).toBe('mine');
  });

  it('tells the other tabs when the server refuses its token', () => {
    useSessionStore.getState().signIn('refused');
    joinThisTab();
    const other = otherTab('refused');
    joinOtherTab(other);

    useSessionStore.getState().expireSession();
    jest.advanceTimersByTime(5);
    expect(other.current).toBeNull();
  });
});

describe('readSessionMessage', () => {
  it.each([null, 'session', { type: 'session' }, { type: 'session', token: '' }, { type: 'other' }, { token: 'x' }])(
    'ignores %p',
    (data) => {
      expect(readSessionMessage(data)).toBeNull();
    },
  );

  it('reads the four messages', () => {
    expect(readSessionMessage({ type: 'session-wanted', extra: 1 })).toEqual({ type: 'session-wanted' });
    expect(readSessionMessage({ type: 'session', token: 't' })).toEqual({ type: 'session', token: 't' });
    expect(readSessionMessage({ type: 'session', token: 't', answer: true })).toEqual({
      type: 'session',
      token: 't',
      answer: true,
    });
    expect(readSessionMessage({ type: 'session', token: 't', answer: 'yes' })).toEqual({ type: 'session', token: 't' });
    expect(readSessionMessage({ type: 'signed-out' })).toEqual({ type: 'signed-out' });
    expect(readSessionMessage({ type: 'expired', token: 't' })).toEqual({ type: 'expired', token: 't' });
  });
});
