import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CartEntry } from 'contracts/src/checkout/cart';
import type { PriceQuote, PromoCode } from 'contracts/src/checkout/promoCode';
import type { OrderRewardsLine } from 'contracts/src/checkout/rewards';
import type { LastAddress } from 'contracts/src/checkout/shippingAddress';
import { apiClient, ApiError, toast, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import MyOrders from '../my-orders/MyOrders';
import { ordersQuery } from '../my-orders/ordersApi';
import { cartEntryFixture, orderFixture } from '../testing/checkoutFixtures';
import CheckoutPage from './CheckoutPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);

const entry = cartEntryFixture();
const promoCodes: PromoCode[] = [
  {
    _id: '1',
    code: 'WELCOME10',
    description: '10% off',
    discount: 10,
    discount_type: 1,
    valid_until: null,
    eligibility: 'first_order',
    visibility: 'public',
  },
  {
    _id: '2',
    code: 'SAVE100',
    description: '$100 off',
    discount: 10_000,
    discount_type: 2,
    valid_until: null,
    eligibility: 'anyone',
    visibility: 'public',
  },
];
const BUILDERS_ONLY = 'This code is for members of the builder rewards programme. Join it in User Settings.';

/** The shopper's last order's billing name and address: the fixture's entry is printed sets, so the order needs it. */
const last: LastAddress = {
  billing_name: 'Ana Ruiz',
  shipping_address: {
    full_name: 'Ana Ruiz',
    line1: '1200 NW Pine Street',
    city: 'Portland',
    country: 'US',
    state_or_province: 'OR',
    postal_code: '97209',
    phone: '503 555 0142',
  },
};
/** What every order request of the pre-filled form carries besides its lines, mode and code. */
const delivery = { billing_name: 'Ana Ruiz', shipping_address: last.shipping_address };

function Where() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

function renderCheckout(path = '/checkout?cart=7') {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The server's figures without a code for these entries (GET order-quote), with no rewards unless given. */
function plainQuote(entries: readonly CartEntry[], rewards: OrderRewardsLine | null = null): PriceQuote {
  const subtotal = entries.reduce((sum, line) => sum + line.price, 0);
  return {
    cart_ids: entries.map((line) => line._id),
    cart_id: entries[0]?._id ?? '',
    promocode_id: null,
    promocode: null,
    subtotal,
    rewards,
    discount: 0,
    to_pay: subtotal - (rewards?.discount ?? 0),
  };
}

/** The API's answers to what the checkout reads. */
async function checkoutReads(path: string) {
  if (path === 'cart/7') return { status: 200, message: 'OK', data: entry };
  if (path === 'order-quote') return { status: 200, message: 'OK', data: plainQuote([entry]) };
  if (path === 'promocodes') return { status: 200, message: 'OK', data: promoCodes };
  if (path === 'profile/last-address') return { status: 200, message: 'OK', data: last };
  throw new Error(`unexpected GET ${path}`);
}

beforeEach(() => {
  useSessionStore.getState().signIn('shopper-token');
  get.mockImplementation(checkoutReads);
});

const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('CheckoutPage', () => {
  it("shows the plan summary and the server's price for the entry named in the URL", async () => {
    renderCheckout();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your checkout…');
    const plan = await screen.findByRole('region', { name: 'Plan summary' });
    expect(within(plan).getByRole('link', { name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    // The figures are the server's (GET order-quote), shown once they arrive.
    expect(await screen.findByText('Subtotal', { selector: 'dt' })).toBeInTheDocument();
    expect(figure('Subtotal')).toHaveTextContent('$1,784.95');
    expect(figure('Total')).toHaveTextContent('$1,784.95');
    expect(get).toHaveBeenCalledWith('order-quote', expect.objectContaining({ searchParams: { cart_id: '7' } }));
    expect(get).toHaveBeenCalledWith('promocodes', expect.objectContaining({ searchParams: { limit: 1000 } }));
  });

  it("shows an enrolled builder's rewards line and total as the server computed them, then with a code", async () => {
    const user = userEvent.setup();
    const gold: OrderRewardsLine = {
      line_name: 'Builder rewards',
      plans_before: 5,
      tiers: [{ tier: 'Gold', percent: 15, plans: 1, discount: 26_774 }],
      discount: 26_774,
    };
    get.mockImplementation(async (path: string) =>
      path === 'order-quote' ? { status: 200, message: 'OK', data: plainQuote([entry], gold) } : checkoutReads(path),
    );
    post.mockResolvedValue({
      status: 200,
      message: 'Promo code applied successfully!',
      data: {
        ...plainQuote([entry], gold),
        promocode_id: '2',
        promocode: 'SAVE100',
        discount: 10_000,
        to_pay: 141_721,
      },
    });
    renderCheckout();
    expect(await screen.findByText('Builder rewards (Gold 15%)', { selector: 'dt' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('order-quote', expect.objectContaining({ searchParams: { cart_id: '7' } }));
    expect(figure('Builder rewards (Gold 15%)')).toHaveTextContent('−$267.74');
    expect(figure('Total')).toHaveTextContent('$1,517.21');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Promo code' }), 'SAVE100: $100 off');
    await waitFor(() => expect(figure('Total')).toHaveTextContent('$1,417.21'));
    expect(figure('Builder rewards (Gold 15%)')).toHaveTextContent('−$267.74');
    expect(figure('Promo discount (SAVE100)')).toHaveTextContent('−$100');
  });

  it("applies a promo code with the server's to_pay and restores the price when none is chosen", async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      status: 200,
      message: 'Promo code applied successfully!',
      data: {
        cart_id: '7',
        promocode_id: '1',
        promocode: 'WELCOME10',
        subtotal: 178_495,
        discount: 17_850,
        to_pay: 160_645,
      },
    });
    renderCheckout();
    const select = await screen.findByRole('combobox', { name: 'Promo code' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No promo code', 'WELCOME10: 10% off, first order only', 'SAVE100: $100 off']);
    await user.selectOptions(select, 'WELCOME10: 10% off, first order only');
    expect(post).toHaveBeenCalledWith('apply-promocode', { cart_id: '7', promocode_id: '1' });
    await waitFor(() => expect(figure('Total')).toHaveTextContent('$1,606.45'));
    expect(figure('Promo discount (WELCOME10)')).toHaveTextContent('−$178.50');
    expect(toast.success).toHaveBeenCalledWith('Promo code applied successfully!');

    await user.selectOptions(select, 'No promo code');
    expect(figure('Total')).toHaveTextContent('$1,784.95');
  });

  it.each([
    ["the server's message", new ApiError(400, 'This promo code has expired.'), 'This promo code has expired.'],
    ['the fallback', new ApiError(400, ''), 'Failed to apply promo code.'],
    ['the exception message', new ApiError(0, 'timeout', 'timeout'), 'Error applying promo code.'],
  ])('a refused promo code shows %s next to the list and keeps the price', async (_case, failure, message) => {
    const user = userEvent.setup();
    post.mockRejectedValue(failure);
    renderCheckout();
    const select = await screen.findByRole('combobox', { name: 'Promo code' });
    await user.selectOptions(select, 'SAVE100: $100 off');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(message);
    expect(figure('Total')).toHaveTextContent('$1,784.95');
  });

  it('applies a typed code, shows it in the summary and the list, and orders with it', async () => {
    const user = userEvent.setup();
    post.mockImplementation(async (path: string) => {
      if (path === 'apply-promocode') {
        return {
          status: 200,
          message: 'Promo code applied successfully!',
          data: {
            cart_id: '7',
            promocode_id: '9',
            promocode: 'TRADE25',
            subtotal: 178_495,
            discount: 44_624,
            to_pay: 133_871,
          },
        };
      }
      return {
        status: 200,
        message: 'Order Created Succesfully',
        data: { order: orderFixture({ payment_mode: 1, status: 4 }), payment: null, cart_count: 0 },
      };
    });
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Have a code? Enter it' });
    await user.type(field, ' trade25 ');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(post).toHaveBeenCalledWith('apply-promocode', { cart_id: '7', promocode: 'TRADE25' });
    await waitFor(() => expect(figure('Total')).toHaveTextContent('$1,338.71'));
    expect(figure('Promo discount (TRADE25)')).toHaveTextContent('−$446.24');
    expect(screen.getByRole('combobox', { name: 'Promo code' })).toHaveDisplayValue('TRADE25: entered code');
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(await screen.findByText('Now at /order-confirmation/31')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('order', {
      payment_mode: 1,
      cart_id: '7',
      promocode: 'TRADE25',
      ...delivery,
    });
  });

  it('shows why a typed code cannot be used next to the field, and keeps the price', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(new ApiError(400, BUILDERS_ONLY));
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Have a code? Enter it' });
    await user.type(field, 'BUILDER15{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(BUILDERS_ONLY);
    expect(field).toHaveFocus();
    expect(figure('Total')).toHaveTextContent('$1,784.95');
    expect(screen.getByRole('combobox', { name: 'Promo code' })).toHaveValue('');
  });

  it('asks for a code in the right form before sending it', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Have a code? Enter it' });
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(field).toHaveAccessibleDescription('Please enter a promo code.');
    await user.type(field, 'TRADE 25{Enter}');
    expect(field).toHaveAccessibleDescription('A promo code has only letters, digits, - and _ (up to 32).');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for a payment mode before proceeding', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Proceed To Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a payment mode before proceeding.');
    expect(screen.getByRole('group', { name: 'Payment mode' })).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('cash on delivery creates the order, announces the cart and goes to the order confirmation', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      status: 200,
      message: 'Order Created Succesfully',
      data: { order: orderFixture({ payment_mode: 1, status: 4 }), payment: null, cart_count: 0 },
    });
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(await screen.findByText('Now at /order-confirmation/31')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('order', { payment_mode: 1, cart_id: '7', ...delivery });
    expect(toast.success).toHaveBeenCalledWith('Order Created Succesfully');
  });

  it('has My Orders read anew once an order is placed, so that it lists the new one', async () => {
    const user = userEvent.setup();
    const placed = orderFixture({ payment_mode: 1, status: 4 });
    post.mockResolvedValue({
      status: 200,
      message: 'Order Created Succesfully',
      data: { order: placed, payment: null, cart_count: 0 },
    });
    get.mockImplementation(async (path: string) =>
      path === 'orders' ? { status: 200, message: 'OK', data: [placed] } : checkoutReads(path),
    );
    const { client } = renderWithQueryClient(
      <MemoryRouter initialEntries={['/checkout?cart=7']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/order-confirmation/:id" element={<MyOrders />} />
        </Routes>
      </MemoryRouter>,
    );
    // What My Orders showed a moment ago.
    client.setQueryData(ordersQuery().queryKey, []);
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(await screen.findByText(/^Order 31 ·/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No orders yet' })).not.toBeInTheDocument();
  });

  it('shows a failure to load the checkout with a Retry that reads it again', async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError(503, 'The store is busy. Please try again.'));
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('The store is busy. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Plan summary' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('cart/7', expect.anything());
    expect(get.mock.calls.filter(([path]) => path === 'cart/7')).toHaveLength(2);
  });

  it('card payment creates the order once, even on a double click, and goes to the payment page', async () => {
    const user = userEvent.setup();
    let answer: (value: Awaited<ReturnType<typeof apiClient.post>>) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Card Payment' }));
    const proceed = screen.getByRole('button', { name: 'Proceed To Payment' });
    await user.click(proceed);
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await user.click(proceed);
    expect(post).toHaveBeenCalledTimes(1);
    answer({
      status: 200,
      message: 'Order Created Succesfully',
      data: {
        order: orderFixture(),
        payment: { provider: 'test', order_id: '31', intent_id: 'test_pi_order-31', amount: 160_645 },
        cart_count: 1,
      },
    });
    expect(await screen.findByText('Now at /testcheckout?order=31')).toBeInTheDocument();
  });

  it('shows an order failure in a toast and lets the shopper try again', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(new ApiError(404, 'This plan is no longer in your cart.'));
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Card Payment' }));
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('This plan is no longer in your cart.'));
    expect(screen.getByRole('button', { name: 'Proceed To Payment' })).not.toHaveAttribute('aria-disabled');
  });

  it("asks a first order's shopper for the address of printed sets, and keeps everything typed when the order fails", async () => {
    const user = userEvent.setup();
    get.mockImplementation(async (path: string) =>
      path === 'profile/last-address'
        ? { status: 200, message: 'OK', data: { billing_name: 'Ana Ruiz', shipping_address: null } }
        : checkoutReads(path),
    );
    post.mockRejectedValueOnce(new ApiError(503, 'The store is busy. Please try again.'));
    renderCheckout();
    // The account's name is offered as the billing name; there is no address yet.
    expect(await screen.findByRole('textbox', { name: 'Billing name' })).toHaveValue('Ana Ruiz');
    const address = screen.getByRole('group', { name: 'Shipping address' });
    expect(address).toHaveAccessibleDescription('Your printed sets are shipped to this address.');
    await user.type(within(address).getByRole('textbox', { name: 'Full name' }), 'Ana Ruiz');
    await user.type(within(address).getByRole('textbox', { name: 'Street address' }), '1200 NW Pine Street');
    await user.type(within(address).getByRole('textbox', { name: 'City' }), 'Portland');
    await user.selectOptions(within(address).getByRole('combobox', { name: 'State' }), 'Oregon');
    await user.type(within(address).getByRole('textbox', { name: 'ZIP code' }), '97209');
    await user.type(within(address).getByRole('textbox', { name: 'Phone' }), '503 555 0142');
    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The store is busy. Please try again.'));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('OR');
    expect(screen.getByRole('radio', { name: 'Card Payment' })).toBeChecked();

    post.mockResolvedValueOnce({
      status: 200,
      message: 'Order Created Succesfully',
      data: {
        order: orderFixture({ shipping_address: last.shipping_address }),
        payment: { provider: 'test', order_id: '31', intent_id: 'test_pi_order-31', amount: 160_645 },
        cart_count: 1,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(await screen.findByText('Now at /testcheckout?order=31')).toBeInTheDocument();
    expect(post.mock.calls.map(([, body]) => body)).toEqual([
      { payment_mode: 2, cart_id: '7', ...delivery },
      { payment_mode: 2, cart_id: '7', ...delivery },
    ]);
  });

  it('orders a PDF set by card with the billing name alone, and starts blank if the last address cannot be read', async () => {
    const user = userEvent.setup();
    const pdfSet = cartEntryFixture({ plan_set: { code: 1, label: 'PDF Set', price: 129_500 } });
    get.mockImplementation(async (path: string) => {
      if (path === 'profile/last-address') throw new ApiError(503, 'The store is busy. Please try again.');
      return path === 'cart/7' ? { status: 200, message: 'OK', data: pdfSet } : checkoutReads(path);
    });
    post.mockResolvedValue({
      status: 200,
      message: 'Order Created Succesfully',
      data: {
        order: orderFixture(),
        payment: { provider: 'test', order_id: '31', intent_id: 'test_pi_order-31', amount: 160_645 },
        cart_count: 1,
      },
    });
    renderCheckout();
    const name = await screen.findByRole('textbox', { name: 'Billing name' });
    expect(name).toHaveValue('');
    await user.type(name, 'Ruiz Builders LLC');
    await user.click(screen.getByRole('radio', { name: 'Card Payment' }));
    expect(screen.queryByRole('group', { name: 'Shipping address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
    expect(await screen.findByText('Now at /testcheckout?order=31')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('order', { payment_mode: 2, cart_id: '7', billing_name: 'Ruiz Builders LLC' });
  });

  describe('of the whole cart (no entry in the URL)', () => {
    const second = cartEntryFixture({
      _id: '8',
      name: 'The Cedar Cabin',
      property_id: { ...entry.property_id, _id: '43', name: 'The Cedar Cabin', plan_number: 'HP-1043' },
      plan_set: { code: 1, label: 'PDF Set', price: 99_500 },
      foundation: { code: 4, label: 'Crawl', price: 0 },
      options: [],
      price: 99_500,
    });
    const wholeCart = async (path: string) =>
      path === 'cart'
        ? { status: 200, message: 'OK', data: [entry, second] }
        : path === 'order-quote'
          ? { status: 200, message: 'OK', data: plainQuote([entry, second]) }
          : checkoutReads(path);

    it('shows every line with its price and their subtotal', async () => {
      get.mockImplementation(wholeCart);
      renderCheckout('/checkout');
      const plans = await screen.findByRole('list', { name: 'Plans in this order' });
      expect(within(plans).getAllByRole('heading', { level: 3 })).toHaveLength(2);
      expect(within(plans).getByRole('link', { name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
      expect(within(plans).getByRole('link', { name: 'The Cedar Cabin' })).toBeInTheDocument();
      expect(
        within(plans)
          .getAllByText('Plan total')
          .map((label) => label.nextElementSibling?.textContent),
      ).toEqual(['$1,784.95', '$995']);
      expect(await screen.findByText('Subtotal', { selector: 'dt' })).toBeInTheDocument();
      expect(figure('Subtotal')).toHaveTextContent('$2,779.95');
      expect(figure('Total')).toHaveTextContent('$2,779.95');
    });

    it('quotes a promo code for all the lines and orders them together, then shows the confirmation', async () => {
      const user = userEvent.setup();
      get.mockImplementation(wholeCart);
      post.mockImplementation(async (path: string) =>
        path === 'apply-promocode'
          ? {
              status: 200,
              message: 'Promo code applied successfully!',
              data: {
                cart_ids: ['7', '8'],
                cart_id: '7',
                promocode_id: '2',
                promocode: 'SAVE100',
                subtotal: 277_995,
                discount: 10_000,
                to_pay: 267_995,
              },
            }
          : {
              status: 200,
              message: 'Order Created Succesfully',
              data: { order: orderFixture({ payment_mode: 1, status: 4 }), payment: null, cart_count: 0 },
            },
      );
      renderCheckout('/checkout');
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Promo code' }), 'SAVE100: $100 off');
      expect(post).toHaveBeenCalledWith('apply-promocode', { cart_ids: ['7', '8'], promocode_id: '2' });
      await waitFor(() => expect(figure('Total')).toHaveTextContent('$2,679.95'));
      await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
      await user.click(screen.getByRole('button', { name: 'Proceed To Payment' }));
      expect(post).toHaveBeenLastCalledWith('order', {
        payment_mode: 1,
        cart_ids: ['7', '8'],
        promocode_id: '2',
        ...delivery,
      });
      expect(await screen.findByText('Now at /order-confirmation/31')).toBeInTheDocument();
    });

    it('with an empty cart, points back to the cart', async () => {
      get.mockImplementation(async (path: string) =>
        path === 'cart' ? { status: 200, message: 'OK', data: [] } : checkoutReads(path),
      );
      renderCheckout('/checkout');
      expect(await screen.findByRole('heading', { name: 'No plan chosen for checkout' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
    });
  });
});
