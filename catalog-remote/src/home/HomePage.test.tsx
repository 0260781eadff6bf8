import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HomeHero } from './HomeHero';
import { apiClient } from 'shared-ui';
import { installFakeIntersectionObserver, renderWithQueryClient } from 'shared-ui/testing';
import { planSummaryFixture, searchPageFixture } from '../testing/planSearchFixture';
import HomePage from './HomePage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
const get = jest.mocked(apiClient.get);

let arrived: unknown = null;
function SearchProbe() {
  arrived = useLocation().state;
  return <p>search page</p>;
}

function renderHome() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/home']}>
      <Routes>
        <Route path="/home" element={<HomePage />} />
        <Route path="/home-search" element={<SearchProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

const styles = [1, 2, 3, 4, 5, 6].map((code) => ({ _id: String(code), name: `Style ${code}`, image: null }));

beforeEach(() => {
  get.mockImplementation(async (path, options) => {
    if (path === 'plan-styles') return { status: 200, message: 'OK', data: styles };
    const sort = options?.searchParams && 'sort_by' in options.searchParams ? options.searchParams.sort_by : null;
    const plans = sort === '2' ? [] : [planSummaryFixture(), planSummaryFixture({ _id: '9', name: 'The Willow' })];
    return { status: 200, message: 'OK', data: searchPageFixture({ data: plans }) };
  });
});

describe('HomePage', () => {
  it('searches from the hero with the chosen selects, a size band included, and no placeholder values', async () => {
    renderHome();
    expect(screen.getByRole('option', { name: 'Select Bed' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Bed'), '3');
    await userEvent.selectOptions(screen.getByLabelText('Sq ft'), '2,000–2,999');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('search page')).toBeInTheDocument();
    expect(arrived).toEqual({ selectedFilters: { bedrooms: 3, min_sq_ft: 2000, max_sq_ft: 2999 } });
  });

  it('keeps a choice made on the server-rendered page before the browser hydrated it', async () => {
    const page = (
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<HomeHero />} />
          <Route path="/home-search" element={<SearchProbe />} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    // The shopper picks a bed count while the page's scripts are still on their way.
    const bed = within(container).getByLabelText('Bed');
    if (!(bed instanceof HTMLSelectElement)) throw new Error('Bed is not a select');
    bed.value = '3';
    const root = await act(async () => hydrateRoot(container, page));
    await userEvent.selectOptions(within(container).getByLabelText('Floors'), '2');
    await userEvent.click(within(container).getByRole('button', { name: 'Search' }));
    expect(await within(container).findByText('search page')).toBeInTheDocument();
    expect(arrived).toEqual({ selectedFilters: { bedrooms: 3, floors: 2 } });
    act(() => root.unmount());
    container.remove();
  });

  it('shows Why Buy Plans, the carousels, the first six styles, the links and the price guarantee', async () => {
    renderHome();
    const why = screen.getByRole('region', { name: 'Why Buy Plans' });
    for (const item of ['40+ Years History', 'Mods & Cost to Build', 'Lowest Commission', 'Curated Portfolio']) {
      expect(within(why).getByRole('heading', { name: item })).toBeInTheDocument();
    }
    const trending = await screen.findByRole('region', { name: 'Trending Plans' });
    expect(await within(trending).findByRole('article', { name: 'The Willow' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Trending Plans' })).toHaveLength(1);
    // The newest list came back empty.
    expect(within(screen.getByRole('region', { name: 'New Plans' })).getByText('No Data Found')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      'properties',
      expect.objectContaining({ searchParams: { sort_by: '1', limit: '9' } }),
    );
    expect(get).toHaveBeenCalledWith('plan-styles', expect.objectContaining({ searchParams: { limit: 6 } }));
    const style = await screen.findByRole('link', { name: 'Style 4' });
    expect(style).toHaveAttribute('href', '/home-search?plan_style_id=4');
    await userEvent.click(style);
    expect(await screen.findByText('search page')).toBeInTheDocument();
  });

  it('links to the catalogue and the contact page, and states the price guarantee', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/propertyList');
    expect(screen.getByRole('link', { name: 'View All Collections' })).toHaveAttribute('href', '/propertyList');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('region', { name: 'Lowest Price Guarantee' })).toHaveTextContent('additional 10% off');
  });

  it('says so when the styles cannot load', async () => {
    get.mockImplementation(async (path) => {
      if (path === 'plan-styles') throw new Error('Network down');
      return { status: 200, message: 'OK', data: searchPageFixture() };
    });
    renderHome();
    expect(await screen.findByText('Error loading plan styles: Network down')).toBeInTheDocument();
  });

  describe('below the fold', () => {
    const { reportIntersection } = installFakeIntersectionObserver();

    it('loads the carousels and styles only when the shopper scrolls near them', async () => {
      renderHome();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      act(() => reportIntersection(false));
      await act(async () => undefined);
      expect(get).not.toHaveBeenCalled();
      expect(screen.queryByRole('region', { name: 'Trending Plans' })).not.toBeInTheDocument();
      act(() => reportIntersection(true));
      expect(await screen.findByRole('region', { name: 'Trending Plans' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('plan-styles', expect.anything());
    });
  });
});
