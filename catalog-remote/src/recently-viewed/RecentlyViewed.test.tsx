import { act, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { planSummaryFixture } from '../testing/planSearchFixture';
import { readBrowserViews, recordBrowserView, RECENTLY_VIEWED_STORAGE_KEY } from './browserViews';
import { NO_RECENT_PLANS, RecentlyViewed } from './RecentlyViewed';
import { useRecordPlanView } from './useRecentlyViewed';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const api = jest.mocked(apiClient);
const ok = <T,>(data: T) => ({ status: 200, message: 'OK', data });

function renderList(whenEmpty: 'hide' | 'explain') {
  return renderWithQueryClient(
    <MemoryRouter>
      <RecentlyViewed headingId="recent" whenEmpty={whenEmpty} />
    </MemoryRouter>,
  );
}

function PlanPage({ id }: { id: number }) {
  useRecordPlanView(id);
  return null;
}

describe('Recently viewed plans', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => act(() => useSessionStore.getState().signOut()));

  it("keeps a visitor's last 12 plans in this browser, newest first, each once", () => {
    for (let id = 1; id <= 14; id += 1) recordBrowserView(id, new Date(Date.UTC(2026, 0, id)));
    recordBrowserView(5, new Date(Date.UTC(2026, 1, 1)));
    expect(readBrowserViews().map((view) => view.property_id)).toEqual([5, 14, 13, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    // Anything else written there is ignored.
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '[{"property_id":"1"},{"property_id":7,"viewed_at":"x"}]');
    expect(readBrowserViews()).toEqual([]);
  });

  it("records a visitor's plan page in the browser, and shows the plans it keeps", async () => {
    api.get.mockResolvedValue(ok([planSummaryFixture({ _id: '7', name: 'The Willow' })]));
    renderWithQueryClient(<PlanPage id={7} />);
    expect(readBrowserViews().map((view) => view.property_id)).toEqual([7]);
    expect(api.post).not.toHaveBeenCalled();

    renderList('hide');
    expect(await screen.findByRole('article', { name: 'The Willow' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Recently viewed' })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(
      'recently-viewed/plans',
      expect.objectContaining({ searchParams: { ids: '7' } }),
    );
  });

  it('shows nothing on the home page, and says so in My Account, when no plan was viewed', async () => {
    const { unmount } = renderList('hide');
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    unmount();
    renderList('explain');
    expect(await screen.findByText(NO_RECENT_PLANS)).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalled();
  });

  it("merges the browser's list into the server's at sign-in, then forgets it here", async () => {
    recordBrowserView(3, new Date('2026-11-01T10:00:00Z'));
    api.post.mockResolvedValue(
      ok([{ property_id: planSummaryFixture({ _id: '3', name: 'The Aspen' }), viewed_at: '' }]),
    );
    api.get.mockResolvedValue(ok([]));
    renderList('explain');
    act(() => useSessionStore.getState().signIn('token-1'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'recently-viewed/merge',
        { views: [{ property_id: 3, viewed_at: '2026-11-01T10:00:00.000Z' }] },
        expect.anything(),
      ),
    );
    expect(await screen.findByRole('article', { name: 'The Aspen' })).toBeInTheDocument();
    expect(readBrowserViews()).toEqual([]);
  });

  it("records a signed-in shopper's plan page on the server", async () => {
    act(() => useSessionStore.getState().signIn('token-1'));
    api.post.mockResolvedValue(ok([]));
    renderWithQueryClient(<PlanPage id={42} />);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('recently-viewed', { property_id: 42 }, expect.anything()),
    );
    expect(readBrowserViews()).toEqual([]);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    act(() => useSessionStore.getState().signIn('token-1'));
    api.get.mockRejectedValue(new Error('offline'));
    renderList('explain');
    expect(await screen.findByText('Recently viewed plans could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
