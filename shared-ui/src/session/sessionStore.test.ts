import { onStoreEvent } from '../events/eventBus';
import { getSessionToken, useSessionStore } from './sessionStore';

beforeEach(() => {
  window.sessionStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('session store', () => {
  it('signIn stores the token in sessionStorage under "token" and announces the session', () => {
    const announced = jest.fn();
    const off = onStoreEvent('session:changed', announced);

    useSessionStore.getState().signIn('abc123');

    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(useSessionStore.getState().token).toBe('abc123');
    expect(getSessionToken()).toBe('abc123');
    expect(announced).toHaveBeenCalledWith({ signedIn: true });
    off();
  });

  it('signOut clears all of session storage and announces the logout', () => {
    useSessionStore.getState().signIn('abc123');
    window.sessionStorage.setItem('checkout-step', '2');
    const announced = jest.fn();
    const off = onStoreEvent('session:changed', announced);

    useSessionStore.getState().signOut();

    expect(window.sessionStorage.length).toBe(0);
    expect(useSessionStore.getState().token).toBeNull();
    expect(getSessionToken()).toBeNull();
    expect(announced).toHaveBeenCalledWith({ signedIn: false });
    off();
  });

  it('expireSession forgets only the token', () => {
    useSessionStore.getState().signIn('abc123');
    window.sessionStorage.setItem('checkout-step', '2');

    useSessionStore.getState().expireSession();

    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('checkout-step')).toBe('2');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('follows a sign-in made by another copy of shared-ui', () => {
    let otherCopy: typeof import('./sessionStore') | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
    });
    if (!otherCopy) throw new Error('second copy did not load');
    expect(otherCopy.useSessionStore).not.toBe(useSessionStore);

    otherCopy.useSessionStore.getState().signIn('from-a-remote');
    expect(useSessionStore.getState().token).toBe('from-a-remote');

    otherCopy.useSessionStore.getState().signOut();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('reads a token already in sessionStorage when the page loads', () => {
    window.sessionStorage.setItem('token', 'kept-across-reload');
    let freshCopy: typeof import('./sessionStore') | undefined;
    jest.isolateModules(() => {
      freshCopy = jest.requireActual<typeof import('./sessionStore')>('./sessionStore');
    });
    expect(freshCopy?.useSessionStore.getState().token).toBe('kept-across-reload');
  });

  it('treats unavailable storage as signed out instead of crashing', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(getSessionToken()).toBeNull();
    getItem.mockRestore();
  });
});
