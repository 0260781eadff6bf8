import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Order } from 'contracts/src/checkout/order';
import { apiClient } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { orderFixture } from '../testing/checkoutFixtures';
import MyOrders from './MyOrders';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);

const PAID_AT = '2026-11-21T09:35:00.000Z';
const shipment = (step: 'printing' | 'shipped' | 'delivered'): Order['shipment'] => ({
  printing_at: '2026-11-22T10:00:00.000Z',
  shipped_at: step === 'printing' ? null : '2026-11-23T10:00:00.000Z',
  carrier: step === 'printing' ? null : 'ups',
  tracking_number: step === 'printing' ? null : '1Z999AA10123456784',
  delivered_at: step === 'delivered' ? '2026-11-26T10:00:00.000Z' : null,
});

/** The fixture's order is one plan of Five Printed Sets. */
async function progressOf(order: Order) {
  get.mockResolvedValue({ status: 200, message: 'OK', data: [order] });
  renderWithQueryClient(
    <MemoryRouter>
      <MyOrders />
    </MemoryRouter>,
  );
  return screen.findByRole('list', { name: `Printed sets of order ${order._id}` });
}

const stepsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');
const currentStep = (list: HTMLElement) => stepsOf(list).find((step) => step.getAttribute('aria-current') === 'step');

describe("My Orders: the printed sets' way", () => {
  it('shows a paid order of printed sets at its first step, the others still ahead', async () => {
    const progress = await progressOf(orderFixture({ status: 2, paid_at: PAID_AT }));
    expect(stepsOf(progress).map((step) => step.textContent)).toEqual([
      'Paid (done)Nov 21, 2026',
      'Printing (not yet)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(currentStep(progress)).toHaveTextContent('Paid');
  });

  it('shows the sets printing, with since when', async () => {
    const progress = await progressOf(orderFixture({ status: 10, paid_at: PAID_AT, shipment: shipment('printing') }));
    expect(currentStep(progress)).toHaveTextContent('Printing (done)Nov 22, 2026');
  });

  it('shows a shipped order with its carrier and a link to follow the parcel', async () => {
    const progress = await progressOf(orderFixture({ status: 11, paid_at: PAID_AT, shipment: shipment('shipped') }));
    const shipped = currentStep(progress);
    expect(shipped).toHaveTextContent('Shipped (done)Nov 23, 2026UPS, tracking number 1Z999AA10123456784');
    expect(within(shipped ?? progress).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    // Still paid, as the order's line says, while its sets are on their way.
    expect(screen.getByText(/Order 31 · /)).toHaveTextContent('Card Payment, paid');
  });

  it('shows every step done once delivered', async () => {
    const progress = await progressOf(orderFixture({ status: 5, paid_at: PAID_AT, shipment: shipment('delivered') }));
    expect(stepsOf(progress).every((step) => step.textContent?.includes('(done)'))).toBe(true);
    expect(currentStep(progress)).toHaveTextContent('Delivered (done)Nov 26, 2026');
  });

  it('starts a cash-on-delivery order at Ordered', async () => {
    const progress = await progressOf(orderFixture({ payment_mode: 1, status: 4 }));
    expect(currentStep(progress)).toHaveTextContent('Ordered (done)Nov 21, 2026');
  });

  it('shows no steps for an order of files, nor for one not paid', async () => {
    const files = orderFixture({ status: 2, paid_at: PAID_AT });
    const [line] = files.lines;
    if (!line) throw new Error('the fixture has no line');
    const pdf = { ...line, plan_set: { code: 1, label: 'PDF Set', price: 129_500 } };
    get.mockResolvedValue({
      status: 200,
      message: 'OK',
      data: [{ ...files, _id: '33', lines: [pdf], plan_set: pdf.plan_set }, orderFixture({ status: 1 })],
    });
    renderWithQueryClient(
      <MemoryRouter>
        <MyOrders />
      </MemoryRouter>,
    );
    await screen.findByRole('list', { name: 'My orders' });
    expect(screen.queryByRole('list', { name: /^Printed sets of order/ })).not.toBeInTheDocument();
  });
});
