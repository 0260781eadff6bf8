import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient, ApiError, forgetRemoteComponent, type RemoteLoader, RemoteLoaderProvider, toast } from 'shared-ui';
import { installFakeIntersectionObserver, renderWithQueryClient } from 'shared-ui/testing';
import { useCompareStore } from '../compare/compareStore';
import { planSummaryFixture } from '../testing/planSearchFixture';
import PlanDetailPage from './PlanDetailPage';
import { planDetailFixture } from './planDetailFixture';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn() },
}));

const get = jest.mocked(apiClient.get);

/** The plan for property/{id}; no related plans. */
function answerWith(plan: ReturnType<typeof planDetailFixture>) {
  get.mockImplementation(async (path: string) => ({
    status: 200,
    message: 'OK',
    data: path === 'related-properties' ? [] : plan,
  }));
}

/** Stands in for checkout-remote's fragment. */
function FakeAddToCart({ planId }: { planId: string }) {
  return <button type="button">{`Add plan ${planId} to cart`}</button>;
}

const loadModule = jest.fn();
const loader: RemoteLoader = { loadModule, preload: jest.fn() };

function renderAt(path: string) {
  return renderWithQueryClient(
    <RemoteLoaderProvider loader={loader}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/property/:id" element={<PlanDetailPage />} />
        </Routes>
      </MemoryRouter>
    </RemoteLoaderProvider>,
  );
}

beforeEach(() => {
  forgetRemoteComponent('checkout', './AddToCart');
  loadModule.mockResolvedValue({ default: FakeAddToCart });
});

describe('PlanDetailPage', () => {
  it('shows a loading state until the plan arrives', async () => {
    let answer: (value: Awaited<ReturnType<typeof apiClient.get>>) => void = () => undefined;
    get.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/property/42');

    expect(screen.getByRole('status')).toHaveTextContent('Loading plan…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    answer({ status: 200, message: 'OK', data: planDetailFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(screen.queryByText('Loading plan…')).not.toBeInTheDocument();
  });

  it('asks for the plan named in the route', async () => {
    answerWith(planDetailFixture({ _id: '7' }));
    renderAt('/property/7');
    await screen.findByRole('heading', { level: 1 });
    expect(get).toHaveBeenCalledWith('property/7', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it.each(['abc', '0', '4%202'])(
    "says 'No property found.' for /property/%s without asking for it, and offers popular plans",
    async (id) => {
      get.mockImplementation(async () => ({
        status: 200,
        message: 'OK',
        data: { data: [planSummaryFixture({ _id: '9', name: 'The Popular One' })], total: 1, facets: {} },
      }));
      renderAt(`/property/${id}`);
      expect(screen.getByRole('alert')).toHaveTextContent(/^No property found\.$/);
      const popular = await screen.findByRole('region', { name: 'Popular plans' });
      expect(within(popular).getByRole('article', { name: 'The Popular One' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith(
        'properties',
        expect.objectContaining({ searchParams: expect.objectContaining({ sort_by: '1', limit: '6' }) }),
      );
      expect(get.mock.calls.filter(([path]) => path.startsWith('property/'))).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );

  // The plan list's keyword box, under the page's own name and with its label in view.
  it('searches the plan list from a missing plan, and says what to type when empty', async () => {
    get.mockRejectedValue(new ApiError(404, 'Property not found'));
    let currentUrl = '';
    function Where() {
      const location = useLocation();
      currentUrl = `${location.pathname}${location.search}`;
      return null;
    }
    renderWithQueryClient(
      <RemoteLoaderProvider loader={loader}>
        <MemoryRouter initialEntries={['/property/abc']}>
          <Where />
          <Routes>
            <Route path="/property/:id" element={<PlanDetailPage />} />
            <Route path="/propertyList" element={<p>The list</p>} />
          </Routes>
        </MemoryRouter>
      </RemoteLoaderProvider>,
    );
    const search = screen.getByRole('search', { name: 'Find a plan' });
    expect(within(search).getByText('Search plans')).not.toHaveClass('visually-hidden');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(within(search).getByRole('searchbox', { name: 'Search plans' })).toHaveAccessibleDescription(
      /Type a plan name/,
    );
    expect(within(search).getByRole('searchbox', { name: 'Search plans' })).toHaveFocus();
    await userEvent.type(within(search).getByRole('searchbox', { name: 'Search plans' }), ' farmhouse  porch ');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(currentUrl).toBe('/propertyList?keyword=farmhouse+porch');
  });

  it('shows the name, plan number, starting price and first main image', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(screen.getByText('#10042')).toBeInTheDocument();
    expect(screen.getByText('Starts From $1,295')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'The Magnolia Farmhouse (Plan #10042): front elevation' });
    expect(image).toHaveAttribute('src', 'https://plans.example/images/42/front.svg');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
  });

  it("renders checkout's Add To Cart fragment for this plan", async () => {
    answerWith(planDetailFixture({ _id: '42' }));
    renderAt('/property/42');

    expect(await screen.findByRole('button', { name: 'Add plan 42 to cart' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('checkout', './AddToCart');
  });

  it('keeps the plan on screen when the checkout remote is down', async () => {
    loadModule.mockRejectedValue(new Error('checkout is down'));
    answerWith(planDetailFixture());
    renderAt('/property/42');

    expect(await screen.findByRole('alert')).toHaveTextContent('Add to cart is unavailable right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(screen.getByText('Starts From $1,295')).toBeInTheDocument();
  });

  it('shows N/A for a plan without a number and no image when it has none', async () => {
    answerWith(planDetailFixture({ plan_number: null, main_images: [], floor_images: [] }));
    renderAt('/property/42');

    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.nextElementSibling).toHaveTextContent(/^N\/A$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'No property found.' when the API answers 404", async () => {
    get.mockImplementation((path: string) =>
      path === 'properties' ? new Promise(() => undefined) : Promise.reject(new ApiError(404, 'Property not found')),
    );
    renderAt('/property/404');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^No property found\.$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error message for any other failure, and Retry asks again', async () => {
    answerWith(planDetailFixture());
    get.mockRejectedValueOnce(new ApiError(0, 'Network error: please check your connection and try again.', 'network'));
    renderAt('/property/42');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Network error: please check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([path]) => path === 'property/42')).toHaveLength(2);
  });

  it('offers no Retry when the plan does not exist', async () => {
    get.mockRejectedValue(new ApiError(404, 'Property not found'));
    renderAt('/property/404');

    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the plan of the new id when the route changes, never a late answer for the old one', async () => {
    let answerFirst: (value: Awaited<ReturnType<typeof apiClient.get>>) => void = () => undefined;
    get.mockImplementation((path) =>
      path === 'property/1'
        ? new Promise((resolve) => (answerFirst = resolve))
        : Promise.resolve({
            status: 200,
            message: 'OK',
            data: path === 'related-properties' ? [] : planDetailFixture({ name: 'Second plan' }),
          }),
    );
    renderWithQueryClient(
      <RemoteLoaderProvider loader={loader}>
        <MemoryRouter initialEntries={['/property/1']}>
          <Link to="/property/2">Next plan</Link>
          <Routes>
            <Route path="/property/:id" element={<PlanDetailPage />} />
          </Routes>
        </MemoryRouter>
      </RemoteLoaderProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next plan' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second plan' })).toBeInTheDocument();

    await act(async () => answerFirst({ status: 200, message: 'OK', data: planDetailFixture({ name: 'First plan' }) }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Second plan');
  });

  it('shows codes as labels, the breakdown, the lists, and related plans of the same style', async () => {
    get.mockImplementation(async (path: string) => ({
      status: 200,
      message: 'OK',
      data:
        path === 'related-properties'
          ? [planSummaryFixture({ _id: '77', name: 'The Related One' })]
          : planDetailFixture(),
    }));
    renderAt('/property/42');
    const foundation = await screen.findByRole('region', { name: 'Foundation' });
    expect(foundation).toHaveTextContent('Standard FoundationBasement');
    expect(foundation).toHaveTextContent('Optional FoundationN/A');
    expect(screen.getByRole('region', { name: 'Exterior Walls' })).toHaveTextContent('Standard Type2x6');
    expect(screen.getByRole('region', { name: 'Garage' })).toHaveTextContent('TypeAttached');
    expect(screen.getByRole('region', { name: 'Square Footage Breakdown' })).toHaveTextContent('1st Floor1,200 sq ft');
    expect(screen.getByRole('region', { name: "What's Included" })).toHaveTextContent('Foundation plan');
    const related = await screen.findByRole('region', { name: 'Related Plans' });
    expect(await within(related).findByRole('article', { name: 'The Related One' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      'related-properties',
      expect.objectContaining({ searchParams: { plan_style_id: '1', property_id: '42', limit: 9 } }),
    );
  });

  it("heads its parts under the plan's name with no level skipped, as a screen reader's outline reads them", async () => {
    get.mockImplementation(async (path: string) => ({
      status: 200,
      message: 'OK',
      data: path === 'related-properties' ? [planSummaryFixture({ _id: '77' })] : planDetailFixture(),
    }));
    renderAt('/property/42');
    await screen.findByRole('region', { name: 'Related Plans' });
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
    expect(screen.getByRole('heading', { level: 2, name: 'Square Footage Breakdown' })).toBeInTheDocument();
  });

  describe('below the fold', () => {
    const { reportIntersection } = installFakeIntersectionObserver();

    it('asks for related plans only when the shopper scrolls near them', async () => {
      answerWith(planDetailFixture());
      renderAt('/property/42');
      await screen.findByRole('heading', { level: 1 });
      act(() => reportIntersection(false));
      await act(async () => undefined);
      expect(get).not.toHaveBeenCalledWith('related-properties', expect.anything());
      expect(screen.queryByRole('region', { name: 'Related Plans' })).not.toBeInTheDocument();
      act(() => reportIntersection(true));
      expect(await screen.findByRole('region', { name: 'Related Plans' })).toBeInTheDocument();
      expect(get).toHaveBeenCalledWith('related-properties', expect.anything());
    });
  });

  it('opens a full-screen gallery whose previous and next wrap around, by button or arrow key, and Escape closes it', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');
    await userEvent.click(await screen.findByRole('button', { name: /Open the gallery at .*front elevation/ }));
    const dialog = await screen.findByRole('dialog', { name: 'The Magnolia Farmhouse gallery' });
    expect(dialog).toHaveTextContent('Picture 1 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    // The slider slides: the count follows once the picture is in place.
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 3 of 3'));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('The Magnolia Farmhouse (Plan #10042): floor plan');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 1 of 3'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the price, the key numbers and Add To Cart together in the buy box', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');
    const buyBox = await screen.findByRole('region', { name: 'Buy this plan' });
    expect(within(buyBox).getByText('Starts From $1,295')).toBeInTheDocument();
    expect(within(buyBox).getByText('Sq Ft')).toBeInTheDocument();
    expect(await within(buyBox).findByRole('button', { name: 'Add plan 42 to cart' })).toBeInTheDocument();
  });

  it('lists what the plan includes, what it is sold with as options, and names the tab after the plan', async () => {
    answerWith(
      planDetailFixture({
        // As the API answers: what the plan is sold with is in neither list.
        included: ['Basement foundation plan'],
        not_included: ['Site plan'],
        different_foundation: 1,
        optional_foundation: 4,
      }),
    );
    renderAt('/property/42');
    const included = await screen.findByRole('region', { name: "What's Included" });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Basement foundation plan']);
    const options = screen.getByRole('region', { name: 'Available as Options' });
    expect(options).toHaveTextContent('CAD Files');
    expect(options).toHaveTextContent('Materials List');
    expect(options).toHaveTextContent('Crawl foundation plan');
    expect(screen.getByRole('region', { name: 'Not Included' })).toHaveTextContent(/^Not IncludedSite plan$/);
    await waitFor(() => expect(document.title).toBe('The Magnolia Farmhouse (Plan #10042) | House Plans'));
  });

  it('opens a branded flyer with the contact, the QR code of the plan, its pictures and facts; Escape closes it', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Flyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flyer: The Magnolia Farmhouse' });
    const flyer = within(dialog).getByRole('article', { name: 'Flyer of The Magnolia Farmhouse' });
    expect(document.documentElement.dataset.printMode).toBe('flyer');
    expect(flyer).toHaveTextContent('House Plans');
    expect(flyer).toHaveTextContent('(305) 555-0142');
    expect(flyer).toHaveTextContent('support@houseplans.example');
    expect(flyer).toHaveTextContent('Plan #10042');
    expect(flyer).toHaveTextContent('Starts From $1,295');
    const qr = within(flyer).getByRole('img', { name: 'QR code: http://localhost/property/42' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(within(flyer).getByRole('img', { name: /front elevation$/ })).toBeInTheDocument();
    expect(within(flyer).getByRole('img', { name: /floor plan$/ })).toBeInTheDocument();
    const facts = within(flyer).getByText('Sq Ft').closest('dl');
    expect(facts).toHaveTextContent('Sq Ft2,150');
    expect(facts).toHaveTextContent('Beds4');
    expect(facts).toHaveTextContent('Width60 ft');
    // The flyer holds no button: those of its bar are not part of it, nor printed.
    expect(within(flyer).queryAllByRole('button')).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.documentElement.dataset.printMode).toBeUndefined();
  });

  it('prints the flyer from Print once its pictures are in, and closes it after', async () => {
    answerWith(planDetailFixture());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      renderAt('/property/42');
      await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
      const dialog = await screen.findByRole('dialog', { name: 'Flyer: The Magnolia Farmhouse' });
      // jsdom loads no picture: each tells it failed, as a broken one would, and the flyer prints all the same.
      for (const image of within(dialog)
        .getAllByRole('img')
        .filter((element) => element.tagName === 'IMG')) {
        image.dispatchEvent(new Event('error'));
      }
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      act(() => {
        window.dispatchEvent(new Event('afterprint'));
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      print.mockRestore();
    }
  });

  it('shares by Facebook, Twitter, e-mail and a copied link', async () => {
    answerWith(planDetailFixture());
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/property/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      expect.stringContaining('facebook.com/sharer'),
    );
    expect(within(dialog).getByRole('link', { name: 'Twitter' })).toHaveAttribute(
      'href',
      expect.stringContaining('twitter.com/intent/tweet'),
    );
    expect(within(dialog).getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to copy the link. Please try again.');
  });

  it('rests the foundation request button for 2 s after use', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');
    const button = await screen.findByRole('button', { name: 'Request a different foundation' });
    jest.useFakeTimers();
    try {
      act(() => button.click());
      expect(button).toBeDisabled();
      act(() => jest.advanceTimersByTime(1999));
      expect(button).toBeDisabled();
      act(() => jest.advanceTimersByTime(1));
      expect(button).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds the plan to the comparison, at most four', async () => {
    useCompareStore.setState({ planIds: ['1', '2', '3'] });
    answerWith(planDetailFixture());
    renderAt('/property/42');
    await userEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(useCompareStore.getState().planIds).toEqual(['1', '2', '3', '42']);
    expect(toast.success).toHaveBeenCalledWith('The Magnolia Farmhouse is in your comparison.');
    expect(screen.getByRole('button', { name: 'In comparison' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'View comparison (4)' })).toHaveAttribute('href', '/compare');
    act(() => {
      useCompareStore.setState({ planIds: ['1', '2', '3', '4'] });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(toast.warning).toHaveBeenCalledWith('You can compare up to 4 plans: remove one first.');
    expect(useCompareStore.getState().planIds).toEqual(['1', '2', '3', '4']);
    act(() => {
      useCompareStore.setState({ planIds: [] });
    });
  });
});
