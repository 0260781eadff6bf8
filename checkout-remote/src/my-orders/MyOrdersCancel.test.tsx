import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Order } from 'contracts/src/checkout/order';
import { apiClient, ApiError, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture, orderFixture, orderLineFixture } from '../testing/checkoutFixtures';
import MyOrders from './MyOrders';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 4:35 PM in the test's own time zone, whichever it is: the button says the shopper's local time.
const DEADLINE = new Date(2026, 10, 25, 16, 35);
const PAID_AT = new Date(DEADLINE.getTime() - 2 * HOUR).toISOString();
const NOW = new Date(DEADLINE.getTime() - 100 * MINUTE);

const SENT_TO_PRINT: Order['shipment'] = {
  printing_at: NOW.toISOString(),
  shipped_at: null,
  carrier: null,
  tracking_number: null,
  delivered_at: null,
};

/** A card order paid 20 minutes ago, of a PDF Set: it has files to download. */
function paidOrder(overrides: Partial<Order> = {}): Order {
  const pdfSet = cartEntryFixture({ plan_set: { code: 1, label: 'PDF Set', price: 129_500 }, options: [] });
  return orderFixture({
    _id: '32',
    status: 2,
    created_at: new Date(new Date(PAID_AT).getTime() - MINUTE).toISOString(),
    paid_at: PAID_AT,
    lines: [orderLineFixture(pdfSet, '51')],
    plan_set: pdfSet.plan_set,
    ...overrides,
  });
}

/** A cash-on-delivery order of printed sets, placed 20 minutes ago. */
function placedCashOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture({ _id: '33', payment_mode: 1, status: 4, created_at: PAID_AT, paid_at: null, ...overrides });
}

function listed(orders: Order[]) {
  return { status: 200, message: 'OK', data: orders };
}

async function renderOrders(orders: Order[]) {
  get.mockResolvedValue(listed(orders));
  const rendered = renderWithQueryClient(
    <MemoryRouter>
      <MyOrders />
    </MemoryRouter>,
  );
  await screen.findByRole('list', { name: 'My orders' });
  return rendered;
}

const cancelButton = (orderId: string) => screen.queryByRole('button', { name: `Cancel order ${orderId}` });

describe('cancelling an order in My Orders', () => {
  let user: ReturnType<typeof userEvent.setup>;

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
    user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('offers to cancel a paid card order and a placed cash order, saying until when', async () => {
    await renderOrders([paidOrder(), placedCashOrder()]);
    const card = cancelButton('32');
    expect(card).toHaveTextContent('Cancel order');
    expect(card).toHaveAccessibleDescription('You can cancel until 4:35 PM');
    expect(cancelButton('33')).toHaveAccessibleDescription('You can cancel until 4:35 PM');
  });

  it.each<[string, Partial<Order>]>([
    ['paid more than 2 hours ago', { paid_at: new Date(NOW.getTime() - 2 * HOUR - MINUTE).toISOString() }],
    ['not paid', { status: 1, paid_at: null }],
    ['whose payment was declined', { status: 3, paid_at: null }],
    ['already cancelled', { status: 8 }],
    ['refunded by the store', { status: 7 }],
    ['whose printed sets are printing', { status: 10, shipment: SENT_TO_PRINT }],
    ['whose printed sets went to print, though it reads Paid', { shipment: SENT_TO_PRINT }],
  ])('offers no cancel for a card order %s', async (_case, overrides) => {
    await renderOrders([paidOrder(overrides)]);
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/You can cancel until/)).not.toBeInTheDocument();
  });

  it('offers no cancel for a cash order placed more than 2 hours ago, nor one delivered', async () => {
    const longAgo = new Date(NOW.getTime() - 2 * HOUR - MINUTE).toISOString();
    await renderOrders([placedCashOrder({ created_at: longAgo }), placedCashOrder({ _id: '34', status: 5 })]);
    expect(screen.queryByRole('button', { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it('takes the button away when the 2 hours pass while the page is open', async () => {
    await renderOrders([paidOrder()]);
    expect(cancelButton('32')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(100 * MINUTE);
    });
    expect(cancelButton('32')).not.toBeInTheDocument();
  });

  it('asks first, saying the payment is refunded; Keep order sends nothing and gives focus back', async () => {
    await renderOrders([paidOrder()]);
    const button = cancelButton('32');
    if (!button) throw new Error('no Cancel order button');
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #32?' });
    expect(dialog).toHaveAccessibleDescription('Your payment is refunded in full.');
    // Focus starts on the safe choice: Enter on an unread dialog keeps the order.
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(cancelButton('32')).toBeInTheDocument();
  });

  it('says nothing was charged when asked to cancel a cash-on-delivery order', async () => {
    await renderOrders([placedCashOrder()]);
    await user.click(cancelButton('33') ?? document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #33?' });
    expect(dialog).toHaveAccessibleDescription('Nothing was charged, so nothing is refunded.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it("cancels on confirm: the server's message, the new status, and no Cancel or Download buttons", async () => {
    const cancelled = paidOrder({ status: 8 });
    const message = 'Your order is cancelled. The payment of $1,606.45 is refunded to your card.';
    let answer: (value: { status: number; message: string; data: Order }) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderOrders([paidOrder()]);
    expect(screen.getByRole('button', { name: 'Download PDF Set of The Magnolia Farmhouse' })).toBeInTheDocument();
    get.mockResolvedValue(listed([cancelled]));

    await user.click(cancelButton('32') ?? document.body);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #32?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    await user.click(confirm);
    expect(post).toHaveBeenCalledWith('orders/32/cancel');
    // While the request runs: busy, a second click sends nothing, and the dialog cannot be dismissed.
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Cancel order #32?' })).toBeInTheDocument();

    await act(async () => answer({ status: 200, message, data: cancelled }));
    expect(toast.success).toHaveBeenCalledWith(message);
    const list = screen.getByRole('list', { name: 'My orders' });
    await waitFor(() => expect(list).toHaveTextContent('Cancelled by shopper'));
    expect(within(list).getByText('Cancelled by shopper')).toHaveFocus();
    expect(cancelButton('32')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is read again, so everything else the cancel changed shows too.
    expect(get).toHaveBeenCalledTimes(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, reads the list again and offers the cancel no more", async () => {
    const refusal =
      'This order can no longer be cancelled: its plans have been downloaded or sent to print. Please contact us if you would like a refund.';
    post.mockRejectedValue(new ApiError(409, refusal));
    await renderOrders([paidOrder()]);
    await user.click(cancelButton('32') ?? document.body);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(refusal));
    expect(toast.success).not.toHaveBeenCalled();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    const said = await screen.findByText(refusal);
    expect(said).toHaveFocus();
    expect(cancelButton('32')).not.toBeInTheDocument();
    // The order itself is unchanged: still paid, its files still there.
    expect(screen.getByRole('button', { name: 'Download PDF Set of The Magnolia Farmhouse' })).toBeInTheDocument();
  });

  it('keeps the button after a failed connection, saying to try again', async () => {
    post.mockRejectedValue(new ApiError(0, 'Network error: please check your connection and try again.', 'network'));
    await renderOrders([paidOrder()]);
    await user.click(cancelButton('32') ?? document.body);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The order could not be cancelled. Please try again.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelButton('32')).toBeInTheDocument();
  });
});
