import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { RemoteLoaderProvider } from 'shared-ui/src/federation/RemoteLoaderContext';
import type { RemoteLoader } from 'shared-ui/src/federation/remoteLoader';
import { forgetRemoteComponent } from 'shared-ui/src/federation/remoteComponentCache';
import { ApiError } from 'shared-ui/src/http/ApiError';
import PlanDetailPage from './PlanDetailPage';
import { planDetailFixture } from './planDetailFixture';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));

const get = jest.mocked(apiClient.get);

/** Stands in for checkout-remote's fragment. */
function FakeAddToCart({ planId }: { planId: string }) {
  return <button type="button">{`Add plan ${planId} to cart`}</button>;
}

const loadModule = jest.fn();
const loader: RemoteLoader = { loadModule, preload: jest.fn() };

function renderAt(path: string) {
  return render(
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
    get.mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture({ _id: 'a b' }) });
    renderAt('/property/a%20b');
    await screen.findByRole('heading', { level: 1 });
    expect(get).toHaveBeenCalledWith('property/a%20b', expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('shows the name, plan number, starting price and first main image', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture() });
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
    get.mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture({ _id: '42' }) });
    renderAt('/property/42');

    expect(await screen.findByRole('button', { name: 'Add plan 42 to cart' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('checkout', './AddToCart');
  });

  it('keeps the plan on screen when the checkout remote is down', async () => {
    loadModule.mockRejectedValue(new Error('checkout is down'));
    get.mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture() });
    renderAt('/property/42');

    expect(await screen.findByRole('alert')).toHaveTextContent('Add to cart is unavailable right now.');
    expect(screen.getByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(screen.getByText('Starts From $1,295')).toBeInTheDocument();
  });

  it('shows N/A for a plan without a number and no image when it has none', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: planDetailFixture({ plan_number: null, main_images: [] }) });
    renderAt('/property/42');

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('N/A')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it("says 'No property found.' when the API answers 404", async () => {
    get.mockRejectedValue(new ApiError(404, 'Property not found'));
    renderAt('/property/404');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^No property found\.$/);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the error message for any other failure, and Retry asks again', async () => {
    get.mockRejectedValueOnce(new ApiError(0, 'Network error: please check your connection and try again.', 'network'));
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: planDetailFixture() });
    renderAt('/property/42');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Network error: please check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
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
        : Promise.resolve({ status: 200, message: 'OK', data: planDetailFixture({ name: 'Second plan' }) }),
    );
    render(
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
});
