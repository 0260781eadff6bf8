import { act, render, screen } from '@testing-library/react';
import { emitStoreEvent } from '../events/eventBus';
import { useSessionStore } from './sessionStore';
import { useSignedIn } from './useSignedIn';

function SessionLink() {
  return <span>{useSignedIn() ? 'logout' : 'Sign In'}</span>;
}

beforeEach(() => {
  window.sessionStorage.clear();
  useSessionStore.setState({ token: null });
});

describe('useSignedIn', () => {
  it('switches with sign-in and logout', () => {
    render(<SessionLink />);
    expect(screen.getByText('Sign In')).toBeInTheDocument();

    act(() => useSessionStore.getState().signIn('t1'));
    expect(screen.getByText('logout')).toBeInTheDocument();

    act(() => useSessionStore.getState().signOut());
    expect(screen.getByText('Sign In')).toBeInTheDocument();
  });

  it('follows a session change announced by code that only wrote sessionStorage', () => {
    render(<SessionLink />);
    act(() => {
      window.sessionStorage.setItem('token', 'written-elsewhere');
      emitStoreEvent('session:changed', { signedIn: true });
    });
    expect(screen.getByText('logout')).toBeInTheDocument();
  });
});
