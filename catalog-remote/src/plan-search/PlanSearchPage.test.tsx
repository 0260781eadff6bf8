import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { EMPTY_KEYWORD_MESSAGE } from 'contracts/src/catalog/keywordSearch';
import { apiClient } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { planSummaryFixture, searchPageFixture } from '../testing/planSearchFixture';
import PlanSearchPage from './PlanSearchPage';

// The page draws every filter of the panel: in jsdom, on a busy machine, its first render can take over a second.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

let currentUrl = '';
function UrlProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}
let goBack: () => void = () => undefined;
function BackButton() {
  const navigate = useNavigate();
  goBack = () => void navigate(-1);
  return null;
}

function renderAt(entry: string | { pathname: string; state: unknown }) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[entry]}>
      <UrlProbe />
      <BackButton />
      <Routes>
        {['/propertyList', '/home-search', '/multi-family'].map((path) => (
          <Route key={path} path={path} element={<PlanSearchPage />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

const lastQuery = () => get.mock.calls[get.mock.calls.length - 1]?.[1]?.searchParams;

beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ status: 200, message: 'OK', data: searchPageFixture({ count: 25 }) });
});

describe('PlanSearchPage', () => {
  it('searches with the filters of the URL and shows cards, the total and pages', async () => {
    renderAt('/propertyList?bedrooms=3&plan_type=%5B1%5D&pagination=1');
    expect(await screen.findByRole('article', { name: 'The Cedar Cottage' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ bedrooms: '3', pagination: '1', plan_type: '[1]' });
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByText('25 plans match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('checkbox', { name: 'Single-Family Homes (10)' })).toBeChecked();
  });

  it('links the pages with the filters of the URL, the first page without a number', async () => {
    renderAt('/multi-family?bedrooms=3&sort_by=2&pagination=1');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/multi-family?bedrooms=3&sort_by=2');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/multi-family?bedrooms=3&sort_by=2&pagination=2',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(currentUrl).toBe('/multi-family?bedrooms=3&sort_by=2&pagination=2');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ plan_type: '[3]', bedrooms: '3', sort_by: '2', pagination: '2' }),
    );
  });

  it('marks a filter change and the updated list on the performance timeline, in that order', async () => {
    // jsdom's performance has no marks: a recorder stands in for the browser's.
    const mark = jest.fn<void, [string]>();
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    renderAt('/propertyList');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    mark.mockClear();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' }));
    await waitFor(() =>
      expect(mark.mock.calls.map(([name]) => name)).toEqual(['plan-search:filter-change', 'plan-search:results-shown']),
    );
    Reflect.deleteProperty(performance, 'mark');
  });

  it('writes a filter change into the URL, back to the first page, and the back button restores it', async () => {
    renderAt('/propertyList?pagination=2');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' }));
    expect(currentUrl).toBe('/propertyList?plan_type=%5B2%5D');
    await waitFor(() => expect(lastQuery()).toEqual({ plan_type: '[2]' }));
    expect(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' })).toBeChecked();
    act(() => goBack());
    expect(currentUrl).toBe('/propertyList?pagination=2');
    expect(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' })).not.toBeChecked();
  });

  it('shows the plans of filters searched a moment ago at once when the shopper goes back, without asking again', async () => {
    renderAt('/propertyList?pagination=2');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' }));
    const results = screen.getByRole('region', { name: 'Plans' });
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'));
    expect(lastQuery()).toEqual({ plan_type: '[2]' });
    const asked = get.mock.calls.length;

    act(() => goBack());
    expect(results).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('article', { name: 'The Cedar Cottage' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(asked);
  });

  it('applies the route’s preset without writing it to the URL', async () => {
    renderAt('/multi-family');
    expect(await screen.findByRole('heading', { name: 'Multi-Family House Plans', level: 1 })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    expect(lastQuery()).toEqual({ plan_type: '[3]' });
    expect(currentUrl).toBe('/multi-family');
  });

  it('moves filters handed over in navigation state (home hero, styles gallery) into the URL', async () => {
    renderAt({ pathname: '/home-search', state: { selectedFilters: { bedrooms: 2, plan_style_id: '5' } } });
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    expect(currentUrl).toBe('/home-search?plan_style_id=5&bedrooms=2');
    expect(lastQuery()).toEqual({ plan_style_id: '5', bedrooms: '2' });
  });

  it('re-queries once about 100 ms after several quick changes', async () => {
    jest.useFakeTimers();
    try {
      renderAt('/propertyList');
      await act(() => jest.advanceTimersByTimeAsync(150));
      const before = get.mock.calls.length;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('checkbox', { name: 'Stand-Alone Garages (20)' }));
      await user.click(screen.getByRole('checkbox', { name: 'Single-Family Homes (10)' }));
      expect(get.mock.calls.length).toBe(before);
      await act(() => jest.advanceTimersByTimeAsync(120));
      expect(get.mock.calls.length).toBe(before + 1);
      expect(lastQuery()).toEqual({ plan_type: '[1,2]' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches for the words typed in the keyword box, from the first page, the keyword in the URL', async () => {
    renderAt('/propertyList?bedrooms=3&pagination=2');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const box = screen.getByRole('searchbox', { name: 'Search plans' });
    await userEvent.type(box, '  #12345AB   lake ');
    await userEvent.click(
      within(screen.getByRole('search', { name: 'Plans' })).getByRole('button', { name: 'Search' }),
    );
    expect(currentUrl).toBe('/propertyList?keyword=%2312345AB+lake&bedrooms=3');
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: '#12345AB lake', bedrooms: '3' }));
    expect(box).toHaveValue('#12345AB lake');
  });

  it('shows the keyword of the URL in the box, and the back button restores the one before', async () => {
    renderAt('/propertyList?keyword=lake');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const box = screen.getByRole('searchbox', { name: 'Search plans' });
    expect(box).toHaveValue('lake');
    await userEvent.clear(box);
    await userEvent.type(box, 'barn{Enter}');
    expect(currentUrl).toBe('/propertyList?keyword=barn');
    act(() => goBack());
    expect(box).toHaveValue('lake');
  });

  it.each([
    ['nothing', ''],
    ['spaces and # only', '  # '],
  ])('says what to type when the box is submitted with %s, and searches for nothing', async (_label, typed) => {
    renderAt('/propertyList');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const box = screen.getByRole('searchbox', { name: 'Search plans' });
    const asked = get.mock.calls.length;
    await userEvent.type(box, `${typed}{Enter}`);
    expect(box).toHaveAccessibleDescription(EMPTY_KEYWORD_MESSAGE);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(currentUrl).toBe('/propertyList');
    expect(get).toHaveBeenCalledTimes(asked);
    await userEvent.type(box, 'l');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('puts the cursor in the keyword box when opened at its fragment (the header’s Search)', async () => {
    renderAt('/propertyList#plan-keyword');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveFocus());
  });

  it('shows the shopper’s filters as chips with their counts above the results; a chip removes its filter', async () => {
    renderAt(
      '/multi-family?keyword=lake&plan_style_id=4&min_sq_ft=1000&max_sq_ft=2000&bedrooms=3&collections=%5B2%2C9%5D&sort_by=2',
    );
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const chips = within(screen.getByRole('group', { name: 'Active filters' }));
    // Facet counts of the fixture: option N counts N * 10. The route's preset (plan type 3) is no chip.
    expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label') ?? chip.textContent)).toEqual([
      'Remove filter “lake”',
      'Remove filter Craftsman (40)',
      'Remove filter Square Feet: 1,000 to 2,000',
      'Remove filter Bedrooms: 3 (30)',
      'Remove filter New28 (20)',
      'Remove filter Lake House Plans (90)',
      'Clear filter',
    ]);
    await userEvent.click(chips.getByRole('button', { name: 'Remove filter New28 (20)' }));
    expect(currentUrl).toBe(
      '/multi-family?keyword=lake&plan_style_id=4&min_sq_ft=1000&max_sq_ft=2000&bedrooms=3&sort_by=2&collections=%5B9%5D',
    );
    await userEvent.click(chips.getByRole('button', { name: 'Remove filter Square Feet: 1,000 to 2,000' }));
    expect(currentUrl).toBe('/multi-family?keyword=lake&plan_style_id=4&bedrooms=3&sort_by=2&collections=%5B9%5D');
    await userEvent.click(chips.getByRole('button', { name: 'Clear filter' }));
    expect(currentUrl).toBe('/multi-family');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('');
  });

  it("opens the filters as a dialog from 'Filters (N)' (a phone's drawer); 'Show N plans' closes it", async () => {
    renderAt('/propertyList?bedrooms=3&collections=%5B2%5D');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    // Text queries: role queries over two panels' hundreds of controls take seconds each in jsdom.
    const opener = screen.getByText('Filters (2)');
    await userEvent.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByLabelText('Stand-Alone Garages (20)'));
    expect(currentUrl).toBe('/propertyList?bedrooms=3&plan_type=%5B2%5D&collections=%5B2%5D');
    await waitFor(() => expect(opener).toHaveTextContent('Filters (3)'));
    await userEvent.click(within(drawer).getByText('Show 25 plans'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes and opens filter groups, and remembers the open ones for the session', async () => {
    window.sessionStorage.clear();
    const first = renderAt('/propertyList');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const toggle = () => screen.getByRole('button', { name: 'Plan Type' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Foundation' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: /^Basement/ })).not.toBeInTheDocument();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Stand-Alone Garages (20)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Foundation' }));
    expect(screen.getByRole('checkbox', { name: 'Basement (10)' })).toBeInTheDocument();
    first.unmount();

    renderAt('/home-search');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Foundation' })).toHaveAttribute('aria-expanded', 'true');
    window.sessionStorage.clear();
  });

  it("offers keyboard users a 'Skip to results' link that moves the focus past the filters", async () => {
    renderAt('/propertyList');
    await screen.findByRole('article', { name: 'The Cedar Cottage' });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    skip.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveFocus();
    expect(currentUrl).toBe('/propertyList');
  });

  it('offers page 1 on a page past the end of the list', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: searchPageFixture({ data: [], count: 25 }) });
    renderAt('/propertyList?bedrooms=3&pagination=5');
    expect(await screen.findByRole('heading', { name: 'No plans on this page' })).toBeInTheDocument();
    expect(screen.getByText('Page 6 is past the end: this list has 25 plans on 3 pages.')).toBeInTheDocument();
    get.mockResolvedValue({ status: 200, message: 'OK', data: searchPageFixture({ count: 25 }) });
    const first = screen.getByRole('link', { name: 'Go to page 1' });
    expect(first).toHaveAttribute('href', '/propertyList?bedrooms=3');
    await userEvent.click(first);
    expect(currentUrl).toBe('/propertyList?bedrooms=3');
    expect(await screen.findByRole('article', { name: 'The Cedar Cottage' })).toBeInTheDocument();
  });

  it('says so when a minimum is above its maximum, in the panel and in place of the plans', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: searchPageFixture({ data: [], count: 0 }) });
    renderAt('/propertyList?min_sq_ft=3000&max_sq_ft=2000');
    expect(await screen.findByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Square Feet: the minimum (3,000) is above the maximum (2,000), so no plan can match. Lower the minimum or raise the maximum.',
      ),
    ).toBeInTheDocument();
    const range = within(screen.getAllByRole('group', { name: 'Square Feet' })[0] as HTMLElement);
    expect(range.getByLabelText('Min')).toHaveAttribute('aria-invalid', 'true');
    expect(range.getByLabelText('Max')).toHaveAccessibleDescription('The minimum is above the maximum.');
  });

  it("says 'No Data Found' when nothing matches, and offers a retry when the search fails", async () => {
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: searchPageFixture({ data: [], count: 0 }) });
    renderAt('/propertyList?keyword=zzz');
    expect(await screen.findByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    get.mockRejectedValueOnce(new Error('The store is unreachable'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The store is unreachable');
    get.mockResolvedValueOnce({
      status: 200,
      message: 'OK',
      data: searchPageFixture({ data: [planSummaryFixture({ name: 'The Birch' })] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'The Birch' })).toBeInTheDocument();
  });
});
