import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SAVED_SEARCH_MESSAGES } from 'contracts/src/saved-searches/savedSearches';
import { ApiError, apiClient, toast, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { SaveSearchButton, SIGN_IN_TO_SAVE } from './SaveSearchButton';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() },
}));
const api = jest.mocked(apiClient);

function renderButton() {
  renderWithQueryClient(
    <MemoryRouter>
      <SaveSearchButton
        path="/carports"
        filters={{ bedrooms: 3, plan_type: [2, 1], pagination: 3, sort_by: 2 }}
        title="Carports"
      />
    </MemoryRouter>,
  );
}

describe('Save search on a plan list', () => {
  afterEach(() => act(() => useSessionStore.getState().signOut()));

  it('asks a visitor to sign in, and sends nothing', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    expect(toast.warning).toHaveBeenCalledWith(SIGN_IN_TO_SAVE, expect.objectContaining({ label: 'Sign In' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("saves the list's filters without the page, under the name typed, with the alert chosen", async () => {
    act(() => useSessionStore.getState().signIn('token-1'));
    api.post.mockResolvedValue({ status: 200, message: 'Search saved', data: {} });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Carports');
    await userEvent.clear(name);
    await userEvent.type(name, '  Small   carports ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /E-mail me when new plans match/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.post).toHaveBeenCalledWith('saved-searches', {
      name: 'Small carports',
      path: '/carports',
      query: 'bedrooms=3&sort_by=2&plan_type=%5B1%2C2%5D',
      alerts: true,
    });
    expect(toast.success).toHaveBeenCalledWith('Search saved');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("checks the name before sending, and shows the server's refusal in the dialog", async () => {
    act(() => useSessionStore.getState().signIn('token-1'));
    api.post.mockRejectedValue(new ApiError(400, SAVED_SEARCH_MESSAGES.limitReached));
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_SEARCH_MESSAGES.nameMissing)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.type(name, 'Another');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.limitReached);
    expect(screen.getByRole('dialog', { name: 'Save search' })).toBeInTheDocument();
  });
});
