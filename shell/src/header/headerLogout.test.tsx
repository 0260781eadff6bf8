import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-ui';
import { renderShell, startSession } from '../testing/renderShell';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const postMock = jest.mocked(apiClient.post);
const getMock = jest.mocked(apiClient.get);

beforeEach(() => {
  startSession('shopper-token');
  window.sessionStorage.setItem('checkoutDraft', 'plan 42');
  getMock.mockRejectedValue(new Error('cart API not there yet'));
});

async function openLogoutDialog() {
  const user = userEvent.setup();
  await renderShell('/myaccount');
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Logout' });
  return { user, dialog };
}

describe('logout', () => {
  it('asks for confirmation, and Cancel keeps the session', async () => {
    const { user, dialog } = await openLogoutDialog();
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('token')).toBe('shopper-token');
    expect(postMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/myaccount');
  });

  it('closes on Escape without logging out', async () => {
    const { user } = await openLogoutDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem('token')).toBe('shopper-token');
  });

  it('revokes the token, clears session storage, says so and lands on /SignIn', async () => {
    postMock.mockResolvedValue({ status: 200, message: 'Logged out', data: null });
    const { user, dialog } = await openLogoutDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(postMock).toHaveBeenCalledWith('logout', undefined, { promptSignInOnUnauthorized: false });
    expect(window.sessionStorage.length).toBe(0);
    expect(window.location.pathname).toBe('/SignIn');
    expect(await screen.findByRole('heading', { name: 'account ./SignInPage' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('still logs out locally when the server cannot be reached', async () => {
    postMock.mockRejectedValue(new Error('Network error'));
    const { user, dialog } = await openLogoutDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/SignIn');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
