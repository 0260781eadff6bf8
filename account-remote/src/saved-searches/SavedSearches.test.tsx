import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedSearch } from 'contracts/src/saved-searches/savedSearches';
import { apiClient, ApiError } from 'shared-ui';
import { renderAccountRoute } from '../testing/renderAccountRoute';
import { SAVED_SEARCHES_LOAD_FAILED, SavedSearches } from './SavedSearches';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const api = jest.mocked(apiClient);
const ok = <T,>(data: T) => ({ status: 200, message: 'OK', data });

const search = (change: Partial<SavedSearch> = {}): SavedSearch => ({
  _id: '7',
  name: 'Lake cottages',
  path: '/propertyList',
  query: 'bedrooms=3',
  title: 'House Plans',
  alerts: false,
  new_matches: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  last_opened_at: '2026-11-01T10:00:00.000Z',
  ...change,
});

describe('Saved searches in My Account', () => {
  it('lists each search with its new matches, and opens one on its list', async () => {
    api.get.mockResolvedValue(
      ok([search(), search({ _id: '8', name: 'Carports', new_matches: 0, path: '/carports', query: '' })]),
    );
    api.post.mockResolvedValue(ok(search({ new_matches: 0 })));
    const view = renderAccountRoute(SavedSearches, '/myaccount');
    const lake = await screen.findByRole('article', { name: 'Lake cottages' });
    expect(within(lake).getByText('2 new plans since you last opened it')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Carports' })).getByText('No new plans since you last opened it'),
    ).toBeInTheDocument();
    await userEvent.click(within(lake).getByRole('button', { name: 'Open Lake cottages' }));
    expect(api.post).toHaveBeenCalledWith('saved-searches/7/open', {});
    expect(await view.location()).toBe('/propertyList?bedrooms=3');
  });

  it('renames a search, checking the name as it is typed', async () => {
    api.get.mockResolvedValue(ok([search()]));
    api.put.mockResolvedValue(ok(search({ name: 'By the lake' })));
    renderAccountRoute(SavedSearches, '/myaccount');
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Lake cottages' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    expect(await within(dialog).findByText('Please enter a name for the search.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, 'By the lake');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.put).toHaveBeenCalledWith('saved-searches/7', { name: 'By the lake' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting, and deletes only when confirmed', async () => {
    api.get.mockResolvedValue(ok([search()]));
    api.delete.mockResolvedValue(ok({ _id: '7' }));
    renderAccountRoute(SavedSearches, '/myaccount');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Lake cottages' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete saved search' });
    expect(dialog).toHaveTextContent("Delete the saved search 'Lake cottages'?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.delete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Lake cottages' }));
    dialog = screen.getByRole('dialog', { name: 'Delete saved search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.delete).toHaveBeenCalledWith('saved-searches/7');
  });

  it('switches the e-mail alert, and says why when the server refuses', async () => {
    api.get.mockResolvedValue(ok([search()]));
    api.put.mockRejectedValueOnce(new ApiError(404, 'Saved search not found.'));
    renderAccountRoute(SavedSearches, '/myaccount');
    const alerts = await screen.findByRole('checkbox', { name: 'E-mail me new matches (daily at most)' });
    await userEvent.click(alerts);
    expect(api.put).toHaveBeenCalledWith('saved-searches/7', { alerts: true });
    expect(await screen.findByText('Saved search not found.')).toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    api.get.mockResolvedValueOnce(ok([]));
    const { unmount } = renderAccountRoute(SavedSearches, '/myaccount');
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/propertyList');
    unmount();
    api.get.mockRejectedValueOnce(new ApiError(500, 'boom'));
    renderAccountRoute(SavedSearches, '/myaccount');
    expect(await screen.findByText(SAVED_SEARCHES_LOAD_FAILED)).toBeInTheDocument();
  });
});
