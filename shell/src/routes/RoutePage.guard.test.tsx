import { act, screen } from '@testing-library/react';
import { useSessionStore } from 'shared-ui';
import { renderShell, startSession, stubPageHeading } from '../testing/renderShell';
import { ROUTE_TABLE } from 'contracts/src/routing/routeTable';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn().mockRejectedValue(new Error('no API')) },
}));

const GUARDED = [
  '/myaccount',
  '/usersettings',
  '/cart',
  '/checkout',
  '/testcheckout',
  '/order-confirmation/:id',
  '/favoritedetails',
  '/staff/orders',
  '/staff/orders/:id',
];

describe('session guard', () => {
  it('marks exactly the pages of a signed-in shopper', () => {
    expect(
      ROUTE_TABLE.filter((route) => route.requiresSession)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...GUARDED].sort());
  });

  it.each(GUARDED)('sends a visitor from %s to /SignIn with the way back', async (path) => {
    startSession(null);
    await renderShell(`${path}?tab=orders`);
    expect(window.location.pathname).toBe('/SignIn');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe(`${path}?tab=orders`);
    expect(
      await screen.findByRole('heading', { name: stubPageHeading('account', './SignInPage') }),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in shopper', async () => {
    startSession('shopper-token');
    await renderShell('/myaccount');
    expect(window.location.pathname).toBe('/myaccount');
    expect(
      await screen.findByRole('heading', { name: stubPageHeading('account', './MyAccountPage') }),
    ).toBeInTheDocument();
  });

  it('returns a shopper who signs in to where they were going', async () => {
    startSession(null);
    const shell = await renderShell('/usersettings');
    // What the sign-in page does on success: store the token, then follow ?redirect=.
    act(() => useSessionStore.getState().signIn('fresh-token'));
    await shell.navigate(new URLSearchParams(window.location.search).get('redirect') ?? '/');
    expect(window.location.pathname).toBe('/usersettings');
    expect(
      await screen.findByRole('heading', { name: stubPageHeading('account', './UserSettingsPage') }),
    ).toBeInTheDocument();
  });

  it('leaves public pages open to visitors', async () => {
    startSession(null);
    await renderShell('/home');
    expect(window.location.pathname).toBe('/home');
  });
});
