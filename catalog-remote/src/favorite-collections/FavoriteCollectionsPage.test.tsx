import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { planSummaryFixture } from '../testing/planSearchFixture';
import FavoriteCollectionsPage from './FavoriteCollectionsPage';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
jest.mock('shared-ui/src/toasts/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() },
}));
const api = jest.mocked(apiClient);
const ok = <T,>(data: T) => ({ status: 200, message: 'OK', data });

describe('Favorite collections', () => {
  beforeEach(() => act(() => useSessionStore.getState().signIn('token-1')));

  it('creates, renames, fills and deletes collections on the server', async () => {
    let collections = [{ _id: '4', name: 'Lake houses', plans: [planSummaryFixture()] }];
    api.get.mockImplementation(async (path: string) =>
      ok(
        path === 'favorite'
          ? [{ property_id: planSummaryFixture({ _id: '9', name: 'The Willow' }), created_at: '' }]
          : collections,
      ),
    );
    api.post.mockResolvedValue(ok({}));
    api.put.mockResolvedValue(ok({}));
    api.delete.mockResolvedValue(ok({}));
    renderWithQueryClient(
      <MemoryRouter>
        <FavoriteCollectionsPage />
      </MemoryRouter>,
    );
    const lake = await screen.findByRole('region', { name: 'Lake houses' });
    expect(within(lake).getByRole('article', { name: 'The Cedar Cottage' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New collection name'), 'Cabins');
    await userEvent.click(screen.getByRole('button', { name: 'Create collection' }));
    expect(api.post).toHaveBeenCalledWith('favorite-collections', { name: 'Cabins' }, expect.anything());

    await userEvent.click(within(lake).getByRole('button', { name: 'Edit Name' }));
    const rename = screen.getByRole('dialog', { name: 'Edit Name' });
    await userEvent.clear(within(rename).getByLabelText('Collection name'));
    await userEvent.type(within(rename).getByLabelText('Collection name'), 'By the lake');
    await userEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(api.put).toHaveBeenCalledWith('favorite-collections/4', { name: 'By the lake' }, expect.anything());

    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Lake houses' })).getByRole('button', { name: 'Add a plan' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add The Willow' }));
    expect(api.post).toHaveBeenCalledWith('favorite-collections/4/plans', { property_id: 9 }, expect.anything());

    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Lake houses' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Are you sure want to delete ?');
    collections = [];
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(api.delete).toHaveBeenCalledWith('favorite-collections/4', expect.anything());
    expect(await screen.findByRole('heading', { name: 'No collections yet' })).toBeInTheDocument();
  });
});
