import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture, orderFixture, orderLineFixture } from '../testing/checkoutFixtures';
import MyOrders from './MyOrders';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);

function renderOrders() {
  return renderWithQueryClient(
    <MemoryRouter>
      <MyOrders />
    </MemoryRouter>,
  );
}

describe('MyOrders', () => {
  it('lists each order with its plan, choices, amounts and status', async () => {
    get.mockResolvedValue({
      status: 200,
      message: 'OK',
      data: [
        orderFixture({ _id: '32', status: 2 }),
        orderFixture({ _id: '31', status: 3 }),
        orderFixture({ _id: '30', payment_mode: 1, status: 4, promo_code: null, discount: 0, total: 178_495 }),
      ],
    });
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const list = await screen.findByRole('list', { name: 'My orders' });
    const [paid, declined, cash] = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
    expect(paid).toHaveTextContent('Order 32 · Nov 21, 2026 · Card Payment');
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('The Magnolia Farmhouse');
    expect(paid).toHaveTextContent('Five Printed Sets');
    expect(paid).toHaveTextContent('Promo discount (WELCOME10)−$178.50');
    expect(paid).toHaveTextContent('Total$1,606.45');
    expect(within(paid ?? list).queryByRole('link', { name: /Pay for order/ })).not.toBeInTheDocument();
    expect(declined).toHaveTextContent('Payment declined');
    expect(within(declined ?? list).getByRole('link', { name: 'Pay for order 31' })).toHaveAttribute(
      'href',
      '/testcheckout?order=31',
    );
    expect(cash).toHaveTextContent('Cash on delivery');
    expect(cash).toHaveTextContent('Total$1,784.95');
  });

  it("shows a rewards member's rewards line between the subtotal and the promo discount, as the server sent it", async () => {
    get.mockResolvedValue({
      status: 200,
      message: 'OK',
      data: [
        orderFixture({
          _id: '33',
          status: 2,
          promo_code: null,
          rewards: {
            line_name: 'Builder rewards',
            plans_before: 10,
            tiers: [{ tier: 'Platinum', percent: 20, plans: 1, discount: 35_699 }],
            discount: 35_699,
          },
          discount: 0,
          total: 142_796,
        }),
      ],
    });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(list).toHaveTextContent(
      'Subtotal$1,784.95Builder rewards (Platinum 20%)−$356.99Promo discount$0Total$1,427.96',
    );
  });

  it('shows every line of an order of several plans, its payment and what happens next', async () => {
    const cabin = cartEntryFixture({
      _id: '8',
      property_id: { ...cartEntryFixture().property_id, _id: '43', name: 'The Cedar Cabin' },
      plan_set: { code: 1, label: 'PDF Set', price: 99_500 },
      options: [],
      price: 99_500,
    });
    get.mockResolvedValue({
      status: 200,
      message: 'OK',
      data: [
        orderFixture({
          _id: '40',
          payment_mode: 1,
          status: 4,
          lines: [orderLineFixture(), orderLineFixture(cabin, '52')],
          subtotal: 277_995,
          discount: 10_000,
          total: 267_995,
          promo_code: 'SAVE100',
        }),
      ],
    });
    renderOrders();
    const list = await screen.findByRole('list', { name: 'My orders' });
    expect(list).toHaveTextContent('Order 40 · Nov 21, 2026 · Cash on Delivery');
    const plans = within(list).getByRole('list', { name: 'Plans in order 40' });
    expect(within(plans).getByRole('link', { name: 'The Magnolia Farmhouse' })).toBeInTheDocument();
    expect(within(plans).getByRole('link', { name: 'The Cedar Cabin' })).toBeInTheDocument();
    expect(list).toHaveTextContent('Subtotal$2,779.95');
    expect(list).toHaveTextContent('Total$2,679.95');
    expect(within(list).getByRole('list', { name: 'What happens next with order 40' })).toHaveTextContent(
      'You pay $2,679.95 on delivery; nothing has been charged.',
    );
  });

  it('says when there are no orders yet', async () => {
    get.mockResolvedValue({ status: 200, message: 'OK', data: [] });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
  });

  it("shows the spec's failure message with Retry", async () => {
    const user = userEvent.setup();
    get.mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'));
    get.mockResolvedValueOnce({ status: 200, message: 'OK', data: [orderFixture()] });
    renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'My orders' })).toBeInTheDocument();
  });
});
