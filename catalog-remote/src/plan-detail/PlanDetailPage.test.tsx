import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, ApiError, forgetRemoteComponent, type RemoteLoader, RemoteLoaderProvider, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
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

  it.each(['abc', '0', '4%202'])("says 'No property found.' for /property/%s without asking the API", (id) => {
    renderAt(`/property/${id}`);
    expect(screen.getByRole('alert')).toHaveTextContent(/^No property found\.$/);
    expect(get).not.toHaveBeenCalled();
  });

  it('shows the name, plan number, starting price and first main image', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(screen.getByText('#10042')).toBeInTheDocument();
    expect(screen.getByText('Starts From $1,295')).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Main picture of the The Magnolia Farmhouse plan' });
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
    get.mockRejectedValue(new ApiError(404, 'Property not found'));
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

  it('opens a full-screen gallery whose previous and next wrap around, by button or arrow key, and Escape closes it', async () => {
    answerWith(planDetailFixture());
    renderAt('/property/42');
    await userEvent.click(await screen.findByRole('button', { name: /Open the gallery at Main picture/ }));
    const dialog = await screen.findByRole('dialog', { name: 'The Magnolia Farmhouse gallery' });
    expect(dialog).toHaveTextContent('Picture 1 of 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    // The slider slides: the count follows once the picture is in place.
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 3 of 3'));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Floor plan 1 of the The Magnolia Farmhouse plan');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(dialog).toHaveTextContent('Picture 1 of 3'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
