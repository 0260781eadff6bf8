import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from 'shared-ui/src/http/apiClient';
import { ApiError } from 'shared-ui/src/http/ApiError';
import { renderWithQueryClient } from 'shared-ui/src/testing/renderWithQueryClient';
import { orderFixture } from '../testing/checkoutFixtures';
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
