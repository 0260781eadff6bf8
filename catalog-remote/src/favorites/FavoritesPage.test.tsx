import { screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, emitStoreEvent, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { planSummaryFixture } from '../testing/planSearchFixture';
import FavoritesPage from './FavoritesPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

function renderPage() {
  return renderWithQueryClient(
    <MemoryRouter>
      <FavoritesPage />
    </MemoryRouter>,
  );
}

describe('My Favorites', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('asks a visitor to sign in', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'please login to perform this action' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the count and the favourite plans with 250 px pictures, and reloads when a favourite changes', async () => {
    act(() => useSessionStore.getState().signIn('token-1'));
    get.mockResolvedValueOnce({
      status: 200,
      message: 'OK',
      data: [{ property_id: planSummaryFixture({ is_liked: true }), created_at: '2026-11-21T10:00:00Z' }],
    });
    renderPage();
    expect(await screen.findByText('You have 1 favourite plan.')).toBeInTheDocument();
    const image = screen.getByRole('article', { name: 'The Cedar Cottage' }).querySelector('img');
    expect(image).toHaveAttribute('height', '250');
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: [] });
    act(() => emitStoreEvent('favorites:changed', { propertyId: '7', liked: false }));
    expect(await screen.findByText('You have 0 favourite plans.')).toBeInTheDocument();
  });
});
