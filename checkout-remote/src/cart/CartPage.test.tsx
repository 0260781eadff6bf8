import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient, ApiError, cartQuery, onStoreEvent, toast, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture } from '../testing/checkoutFixtures';
import CartPage from './CartPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), delete: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const remove = jest.mocked(apiClient.delete);

function CheckoutProbe() {
  const location = useLocation();
  const state: unknown = location.state;
  const entry = typeof state === 'object' && state !== null && 'cartId' in state ? state.cartId : null;
  return <p>{`Checkout at ${location.pathname}${location.search} with ${JSON.stringify(entry)}`}</p>;
}

function CartRoutes() {
  return (
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CheckoutProbe />} />
      </Routes>
    </MemoryRouter>
  );
}

function renderCart() {
  return renderWithQueryClient(<CartRoutes />);
}

/** The header's badge, as far as the cart is concerned: it reads the same cart. */
function HeaderBadge() {
  const cart = useQuery(cartQuery());
  return <p>{cart.data ? `Badge: ${cart.data.length}` : 'Badge: reading'}</p>;
}

const magnolia = cartEntryFixture();
const cottage = cartEntryFixture({
  _id: '8',
  name: 'Lakeside Cottage',
  plan_number: 'HP-2001',
  property_id: { ...magnolia.property_id, _id: '43', name: 'Lakeside Cottage', plan_number: 'HP-2001' },
  price: 99_500,
});

beforeEach(() => {
  useSessionStore.getState().signIn('shopper-token');
});

describe('CartPage', () => {
  it('lists each entry with its name, plan number, options and price', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia, cottage] });
    renderCart();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart…');
    const list = await screen.findByRole('list', { name: 'Plans in your cart' });
    const [first, second] = Array.from(list.children);
    expect(first).toHaveTextContent('The Magnolia Farmhouse');
    expect(first).toHaveTextContent('Plan number: HP-1042');
    expect(first).toHaveTextContent('Five Printed Sets$1,445');
    expect(first).toHaveTextContent('Foundation: Basement+$295');
    expect(first).toHaveTextContent('Cost-to-Build Report+$44.95');
    expect(first).toHaveTextContent('$1,784.95');
    expect(second).toHaveTextContent('Lakeside Cottage');
  });

  it('shows the sum of its lines and one Proceed To Checkout, which checks out the whole cart', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia, cottage] });
    renderCart();
    const total = await screen.findByRole('region', { name: 'Cart total' });
    expect(total).toHaveTextContent('Subtotal (2 plans)$2,779.95');
    expect(total).toHaveTextContent('Rewards and promo codes are applied at checkout.');
    expect(screen.getAllByRole('button', { name: 'Proceed To Checkout' })).toHaveLength(1);
    await user.click(within(total).getByRole('button', { name: 'Proceed To Checkout' }));
    expect(screen.getByText('Checkout at /checkout with null')).toBeInTheDocument();
  });

  it('says one plan for a cart of one', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia] });
    renderCart();
    expect(await screen.findByRole('region', { name: 'Cart total' })).toHaveTextContent('Subtotal (1 plan)$1,784.95');
  });

  it('asks before removing, and Cancel keeps the entry', async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia] });
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove The Magnolia Farmhouse from cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove plan' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove The Magnolia Farmhouse from your cart?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('removes on confirmation, reloads the cart and announces the new count', async () => {
    const user = userEvent.setup();
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: [magnolia, cottage] });
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: [cottage] });
    remove.mockResolvedValue({ status: 200, message: 'Property removed from cart.', data: { cart_count: 1 } });
    const announced = jest.fn();
    const stop = onStoreEvent('cart:changed', announced);
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove The Magnolia Farmhouse from cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));

    expect(remove).toHaveBeenCalledWith('cart/7');
    // The list renders as a transition: wait for the removal to show, then check what it holds.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'The Magnolia Farmhouse' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Lakeside Cottage' })).toBeInTheDocument();
    expect(announced).toHaveBeenCalledWith({ count: 1 });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    stop();
  });

  it("shows the server's message when removal fails and keeps the entry", async () => {
    const user = userEvent.setup();
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia] });
    remove.mockRejectedValue(new ApiError(404, 'This plan is no longer in your cart.'));
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove The Magnolia Farmhouse from cart' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This plan is no longer in your cart.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows an empty cart with a way to the plans', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
    renderCart();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/propertylist');
  });

  it("shows the cart the header's badge has just read, without asking the API again", async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [magnolia] });
    const { rerender } = renderWithQueryClient(<HeaderBadge />);
    expect(await screen.findByText('Badge: 1')).toBeInTheDocument();
    rerender(
      <>
        <HeaderBadge />
        <CartRoutes />
      </>,
    );
    expect(await screen.findByRole('list', { name: 'Plans in your cart' })).toHaveTextContent('The Magnolia Farmhouse');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows a load failure with Retry', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError(0, 'Network error', 'network'));
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: [magnolia] });
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your cart.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The Magnolia Farmhouse')).toBeInTheDocument();
  });

  it('asks a visitor to sign in without calling the API', () => {
    useSessionStore.getState().signOut();
    renderCart();
    expect(screen.getByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your cart and check out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/SignIn?redirect=%2Fcart');
    expect(get).not.toHaveBeenCalled();
  });
});
