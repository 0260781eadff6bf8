import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, ApiError, toast } from 'shared-ui';
import { orderFixture } from '../testing/checkoutFixtures';
import StripeCardForm from './StripeCardForm';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const cardElement = { kind: 'card element' };
const confirmCardPayment = jest.fn();
let stripeReady = true;
let elementMounted = true;

// Stripe.js runs in Stripe's iframes, out of reach of jsdom: the bindings are replaced at their boundary.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="card-element" />,
  useStripe: () => (stripeReady ? { confirmCardPayment } : null),
  useElements: () => ({ getElement: () => (elementMounted ? cardElement : null) }),
}));

const post = jest.mocked(apiClient.post);

function renderForm(onPaid = jest.fn()) {
  render(
    <StripeCardForm
      publishableKey="pk_test_x"
      clientSecret="pi_1_secret_2"
      intentId="pi_1"
      amount={160_645}
      onPaid={onPaid}
    />,
  );
  return { onPaid, user: userEvent.setup() };
}

beforeEach(() => {
  stripeReady = true;
  elementMounted = true;
});

describe('StripeCardForm', () => {
  it('confirms the card with Stripe, then has the server check the intent before showing it paid', async () => {
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const result = { order: orderFixture({ status: 2 }), cart_count: 0 };
    post.mockResolvedValue({ status: 200, message: 'Payment Successful!', data: result });
    const { onPaid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', { payment_method: { card: cardElement } });
    expect(post).toHaveBeenCalledWith('order-status', { intent_id: 'pi_1' });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(result));
    expect(screen.getByRole('button', { name: 'Paid' })).toBeDisabled();
  });

  it("shows the card provider's own error and stays payable", async () => {
    confirmCardPayment.mockResolvedValue({ error: { message: 'Your card has insufficient funds.' } });
    const { onPaid, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
    expect(post).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it.each([
    ['refused', new ApiError(400, ''), 'Failed to update order status.'],
    ['failed', new ApiError(0, 'Network error', 'network'), 'An error occurred while updating the order status.'],
  ])('reports an order status update that the server %s', async (_case, failure, message) => {
    confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    post.mockRejectedValue(failure);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(toast.error).toHaveBeenCalledWith(`Failed to Update Order Status: ${message}`);
  });

  it('keeps the pay button disabled while Stripe is not ready', () => {
    stripeReady = false;
    renderForm();
    expect(screen.getByRole('button', { name: 'Pay $1,606.45' })).toBeDisabled();
  });

  it('says so when the card element is missing', async () => {
    elementMounted = false;
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $1,606.45' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CardElement not found.');
    expect(confirmCardPayment).not.toHaveBeenCalled();
  });
});
