import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, ApiError, onStoreEvent, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture, planOptionsFixture } from '../testing/checkoutFixtures';
import AddToCart from './AddToCart';
import { planOptionsQuery } from './addToCartApi';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);

function renderFragment() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/property/42']}>
      <Routes>
        <Route path="/property/:id" element={<AddToCart planId="42" />} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  get.mockResolvedValue({ status: 200, message: 'OK', data: planOptionsFixture() });
});

describe('AddToCart', () => {
  it("shows the server's prices for each plan set, foundation and option, and the total of the choice", async () => {
    const user = userEvent.setup();
    renderFragment();
    expect(screen.getByRole('status')).toHaveTextContent('Loading plan options…');
    const sets = await screen.findByRole('group', { name: 'Plan set' });
    expect(within(sets).getByRole('radio', { name: /PDF Set \$1,295/ })).toBeChecked();
    expect(within(sets).getByRole('radio', { name: /CAD Files \$1,943/ })).toBeInTheDocument();
    const foundations = screen.getByRole('group', { name: 'Foundation' });
    expect(within(foundations).getByRole('radio', { name: /Crawl Included/ })).toBeChecked();
    expect(get).toHaveBeenCalledWith('plan-options', expect.objectContaining({ searchParams: { property_id: '42' } }));

    await user.click(within(sets).getByRole('radio', { name: /Five Printed Sets/ }));
    await user.click(within(foundations).getByRole('radio', { name: /Basement \+\$295/ }));
    await user.click(screen.getByRole('checkbox', { name: /Cost-to-Build Report \+\$44\.95/ }));
    expect(screen.getByText('$1,784.95')).toBeInTheDocument();
  });

  it('posts the choice, announces the new cart count and goes to the cart', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      status: 200,
      message: 'Property added to cart.',
      data: { entry: cartEntryFixture(), cart_count: 3 },
    });
    const announced = jest.fn();
    const stopListening = onStoreEvent('cart:changed', announced);
    renderFragment();
    await user.click(await screen.findByRole('checkbox', { name: /Materials List/ }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));

    expect(post).toHaveBeenCalledWith('cart', { property_id: '42', plan_set: 1, foundation: 4, options: [2] });
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(announced).toHaveBeenCalledWith({ count: 3 });
    expect(toast.success).toHaveBeenCalledWith('Property added to cart.');
    stopListening();
  });

  it.each([
    [
      "the server's message",
      new ApiError(400, 'Please choose a foundation this plan is offered with.'),
      'Please choose a foundation this plan is offered with.',
    ],
    ['the fallback when the server gave none', new ApiError(500, ' '), 'Failed to add property to cart.'],
    [
      'the sign-in message on 401',
      new ApiError(401, 'please login to perform this action'),
      'please login to perform this action',
    ],
    [
      'a general message when the call fails',
      new ApiError(0, 'Network error', 'network'),
      'Something went wrong! Please try again.',
    ],
  ])('shows %s and stays on the page', async (_case, failure, message) => {
    const user = userEvent.setup();
    post.mockRejectedValue(failure);
    renderFragment();
    await user.click(await screen.findByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Cart page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).not.toHaveAttribute('aria-busy');
  });

  it("starts another plan's form from that plan's own options after a move to it", async () => {
    const user = userEvent.setup();
    const otherPlan = {
      ...planOptionsFixture(),
      property_id: '43',
      plan_sets: [{ code: 5, label: 'Study Set', price: 59_500 }],
      foundations: [{ code: 2, label: 'Slab', price: 0 }],
    };
    get
      .mockResolvedValueOnce({ status: 200, message: 'OK', data: planOptionsFixture() })
      .mockResolvedValueOnce({ status: 200, message: 'OK', data: otherPlan });
    // The page's props change at once (not in a transition, where a deferred value is the new one).
    const atPlan = (planId: string) => (
      <MemoryRouter>
        <AddToCart planId={planId} />
      </MemoryRouter>
    );
    const { client, rerender } = renderWithQueryClient(atPlan('42'));
    expect(await screen.findByRole('radio', { name: /PDF Set/ })).toBeChecked();
    // Already read (the shopper saw that plan before): its answer is there at the move.
    await client.prefetchQuery(planOptionsQuery('43'));

    rerender(atPlan('43'));
    const sets = await screen.findByRole('group', { name: 'Plan set' });
    expect(await within(sets).findByRole('radio', { name: /Study Set \$595/ })).toBeChecked();
    expect(within(sets).queryByRole('radio', { name: /PDF Set/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Slab Included/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(post).toHaveBeenCalledWith('cart', { property_id: '43', plan_set: 5, foundation: 2, options: [] });
  });

  it('offers Retry when the options cannot be loaded', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError(0, 'Network error', 'network'));
    renderFragment();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Plan set' })).toBeInTheDocument();
  });
});
