import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, ApiError, onStoreEvent, toast, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import MyOrders from '../my-orders/MyOrders';
import { ordersQuery } from '../my-orders/ordersApi';
import { orderFixture } from '../testing/checkoutFixtures';
import OrderConfirmationPage from '../order-confirmation/OrderConfirmationPage';
import PaymentPage from './PaymentPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);

const session = { provider: 'test', order_id: '31', intent_id: 'test_pi_order-31', amount: 160_645 } as const;

function renderPayment(path = '/testcheckout?order=31') {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/testcheckout" element={<PaymentPage />} />
        <Route path="/order-confirmation/:id" element={<OrderConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillCard(cardNumber: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Card number/), cardNumber);
  await user.type(screen.getByLabelText(/Expiry/), '12/39');
  await user.type(screen.getByLabelText(/CVC/), '123');
  return user;
}

beforeEach(() => {
  useSessionStore.getState().signIn('shopper-token');
  get.mockResolvedValue({ status: 200, message: 'OK', data: orderFixture() });
});

describe('PaymentPage with the local test provider', () => {
  it("shows the test-mode notice and a labelled card form for the order's server total", async () => {
    post.mockResolvedValue({ status: 200, message: 'OK', data: session });
    renderPayment();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    expect(await screen.findByText(/Test mode: no money moves/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('button', { name: 'Pay $1,606.45' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('orders/31', expect.anything());
    expect(post).toHaveBeenCalledWith('order-payment', { order_id: '31' }, expect.anything());
  });

  it('goes idle -> Processing... -> Paid and lands on the order confirmation with a link to My Orders', async () => {
    let answer: (value: Awaited<ReturnType<typeof apiClient.post>>) => void = () => undefined;
    post.mockResolvedValueOnce({ status: 200, message: 'OK', data: session });
    post.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const announced = jest.fn();
    const stop = onStoreEvent('cart:changed', announced);
    renderPayment();
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
    expect(post).toHaveBeenLastCalledWith('pay-test-card', {
      intent_id: 'test_pi_order-31',
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });

    answer({
      status: 200,
      message: 'Payment Successful!',
      data: { order: orderFixture({ status: 2, paid_at: '2026-11-21T09:31:00.000Z' }), cart_count: 0 },
    });
    const confirmation = await screen.findByRole('region', { name: 'Payment Successful!' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order confirmation');
    expect(confirmation).toHaveTextContent('Order number 31 · Status: Paid');
    expect(confirmation).toHaveTextContent('Payment: Card Payment, paid');
    expect(confirmation).toHaveTextContent('The Magnolia Farmhouse');
    expect(within(confirmation).getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '$1,606.45',
    );
    expect(within(confirmation).getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/myaccount?tab=orders',
    );
    expect(toast.success).toHaveBeenCalledWith('Payment Successful!');
    expect(announced).toHaveBeenCalledWith({ count: 0 });
    // The paid order came with the provider's answer: the confirmation asked for nothing more.
    expect(get).toHaveBeenCalledTimes(1);
    stop();
  });

  it("shows the provider's decline message and lets the shopper try another card", async () => {
    post.mockResolvedValueOnce({ status: 200, message: 'OK', data: session });
    post.mockRejectedValueOnce(new ApiError(402, 'Your card was declined. No money moved: please try another card.'));
    renderPayment();
    const user = await fillCard('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. No money moved: please try another card.',
    );
    expect(screen.getByRole('button', { name: 'Pay $1,606.45' })).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('region', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ status: 200, message: 'OK', data: session });
    renderPayment();
    await user.click(await screen.findByRole('button', { name: 'Pay $1,606.45' }));
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Card number/)).toHaveAccessibleDescription('Please enter the card number.');
    expect(screen.getByLabelText(/Expiry/)).toHaveAccessibleDescription('Please enter the expiry date as MM/YY.');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('names each wrong field, clears its message once it is put right, and sends the card trimmed', async () => {
    post.mockResolvedValueOnce({ status: 200, message: 'OK', data: session });
    post.mockResolvedValueOnce({
      status: 200,
      message: 'OK',
      data: { order: orderFixture({ status: 2 }), cart_count: 0 },
    });
    renderPayment();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Card number/), ' 4242 4242 4242 4242 ');
    await user.type(screen.getByLabelText(/Expiry/), '1239');
    await user.type(screen.getByLabelText(/CVC/), '12');
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(screen.getByLabelText(/Card number/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Expiry/)).toHaveAccessibleDescription('Please enter the expiry date as MM/YY.');
    expect(screen.getByLabelText(/CVC/)).toHaveAccessibleDescription('Please enter the 3 or 4 digit CVC.');

    await user.clear(screen.getByLabelText(/Expiry/));
    await user.type(screen.getByLabelText(/Expiry/), '12 / 39');
    expect(screen.getByLabelText(/Expiry/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/CVC/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText(/CVC/), '3');
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(post).toHaveBeenLastCalledWith('pay-test-card', {
      intent_id: 'test_pi_order-31',
      card_number: '4242 4242 4242 4242',
      expiry: '12 / 39',
      cvc: '123',
    });
    expect(await screen.findByRole('region', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('shows the confirmation at once for an order that is already paid', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: orderFixture({ status: 2 }) });
    renderPayment();
    expect(await screen.findByRole('region', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows an order the server does not find with its message, and no Retry (the answer would be the same)', async () => {
    get.mockRejectedValueOnce(new ApiError(404, 'Order not found.'));
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('reads the order again on Retry, and offers its card form', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError(0, 'Network error', 'network'));
    post.mockResolvedValue({ status: 200, message: 'OK', data: session });
    renderPayment();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Pay $1,606.45' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('has My Orders read anew once the order is paid, so that it shows it paid', async () => {
    const paidOrder = orderFixture({ status: 2, paid_at: '2026-11-21T09:31:00.000Z' });
    post.mockResolvedValueOnce({ status: 200, message: 'OK', data: session });
    post.mockResolvedValueOnce({
      status: 200,
      message: 'Payment Successful!',
      data: { order: paidOrder, cart_count: 0 },
    });
    get.mockImplementation(async (path: string) => ({
      status: 200,
      message: 'OK',
      data: path === 'orders' ? [paidOrder] : orderFixture(),
    }));
    const { client } = renderWithQueryClient(
      <MemoryRouter initialEntries={['/testcheckout?order=31']}>
        <Routes>
          <Route path="/testcheckout" element={<PaymentPage />} />
          <Route path="/order-confirmation/:id" element={<OrderConfirmationPage />} />
          <Route path="/myaccount" element={<MyOrders />} />
        </Routes>
      </MemoryRouter>,
    );
    // What My Orders showed a moment ago: the order, unpaid.
    client.setQueryData(ordersQuery().queryKey, [orderFixture()]);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    await user.click(await screen.findByRole('link', { name: 'View My Orders' }));
    const orders = await screen.findByRole('list', { name: 'My orders' });
    await waitFor(() => expect(orders).toHaveTextContent('Paid'));
    expect(within(orders).queryByRole('link', { name: 'Pay for order 31' })).not.toBeInTheDocument();
  });
});
