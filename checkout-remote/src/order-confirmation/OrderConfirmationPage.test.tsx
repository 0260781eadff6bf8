import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, ApiError, useSessionStore } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture, orderFixture, orderLineFixture } from '../testing/checkoutFixtures';
import OrderConfirmationPage from './OrderConfirmationPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);

function renderConfirmation(path: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/order-confirmation/:id" element={<OrderConfirmationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cabin = cartEntryFixture({
  _id: '8',
  property_id: { ...cartEntryFixture().property_id, _id: '43', name: 'The Cedar Cabin', plan_number: 'HP-1043' },
  plan_set: { code: 1, label: 'PDF Set', price: 99_500 },
  foundation: { code: 4, label: 'Crawl', price: 0 },
  options: [],
  price: 99_500,
});

beforeEach(() => {
  useSessionStore.getState().signIn('shopper-token');
});

describe('OrderConfirmationPage', () => {
  it('shows a cash on delivery order: its number, every plan bought, the figures, the payment and what happens next', async () => {
    get.mockResolvedValue({
      status: 200,
      message: 'OK',
      data: orderFixture({
        _id: '40',
        payment_mode: 1,
        status: 4,
        lines: [orderLineFixture(), orderLineFixture(cabin, '52')],
        subtotal: 277_995,
        rewards: {
          line_name: 'Agent rewards',
          plans_before: 4,
          tiers: [
            { tier: 'Silver', percent: 10, plans: 1, discount: 17_850 },
            { tier: 'Gold', percent: 15, plans: 1, discount: 14_925 },
          ],
          discount: 32_775,
        },
        discount: 10_000,
        total: 235_220,
        promo_code: 'SAVE100',
      }),
    });
    renderConfirmation('/order-confirmation/40');
    const confirmation = await screen.findByRole('region', { name: 'Order placed' });
    expect(get).toHaveBeenCalledWith('orders/40', expect.anything());
    expect(confirmation).toHaveTextContent('Order number 40 · Status: Cash on delivery');
    const plans = within(confirmation).getByRole('list', { name: 'Plans in order 40' });
    expect(within(plans).getByRole('link', { name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(within(plans).getByRole('link', { name: 'The Cedar Cabin' })).toBeInTheDocument();
    expect(plans).toHaveTextContent('Five Printed Sets$1,445');
    expect(plans).toHaveTextContent('PDF Set$995');
    const figure = (term: string | RegExp) =>
      within(confirmation).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(figure('Subtotal')).toHaveTextContent('$2,779.95');
    expect(figure('Agent rewards (Silver 10% on 1 plan, Gold 15% on 1 plan)')).toHaveTextContent('−$327.75');
    expect(figure('Promo discount (SAVE100)')).toHaveTextContent('−$100');
    expect(figure('Total')).toHaveTextContent('$2,352.20');
    expect(confirmation).toHaveTextContent('Payment: Cash on Delivery');
    const next = within(confirmation).getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('You pay $2,352.20 on delivery; nothing has been charged.');
    expect(next).toHaveTextContent('Your printed sets are printed and shipped to you');
    expect(next).toHaveTextContent('Your PDF and CAD sets are e-mailed to you as a download link');
    expect(within(confirmation).getByRole('link', { name: 'View My Orders' })).toHaveAttribute(
      'href',
      '/myaccount?tab=orders',
    );
  });

  it("says so when the order is not the shopper's, and never asks for a number that is not one", async () => {
    get.mockRejectedValue(new ApiError(404, 'Order not found.'));
    renderConfirmation('/order-confirmation/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found.');
    get.mockClear();
    renderConfirmation('/order-confirmation/abc');
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });
});
