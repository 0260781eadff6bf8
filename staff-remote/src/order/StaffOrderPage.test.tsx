import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { apiClient, ApiError } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { detailOf } from '../testing/staffOrderFixtures';
import StaffOrderPage from './StaffOrderPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const answer = (data: unknown) => ({ status: 200, message: 'OK', data });

function renderOrder(id: string, listSearch?: string) {
  renderWithQueryClient(
    <MemoryRouter
      initialEntries={[{ pathname: `/staff/orders/${id}`, state: listSearch === undefined ? null : { listSearch } }]}
    >
      <Routes>
        <Route path="/staff/orders/:id" element={<StaffOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const factOf = (section: HTMLElement, name: string) => {
  const term = within(section).getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe("an order's page on the staff desk", () => {
  it('shows the order, its shopper and its payment, and asks the staff API for that order', async () => {
    get.mockResolvedValue(answer(detailOf('42')));
    renderOrder('42');
    expect(screen.getByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(factOf(summary, 'Status')).toBe('Paid');
    expect(factOf(summary, 'Payment')).toBe('Card Payment');
    expect(factOf(summary, 'Payment provider')).toBe('Local test provider (no money moves), pi_test_42');
    expect(factOf(summary, 'Total')).toBe('$1,295');
    const shopper = screen.getByRole('region', { name: 'Shopper' });
    expect(within(shopper).getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(within(plan).getByRole('link', { name: 'Cedar Ridge' })).toHaveAttribute('href', '/property/7');
    expect(factOf(plan, 'Plan set')).toBe('PDF Set, $1,295');
    expect(get).toHaveBeenCalledWith(
      '../staff/orders/42',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('shows the audit log: what was done, by whom, and each field before and after', async () => {
    get.mockResolvedValue(
      answer(
        detailOf('42', {
          audit_log: [
            {
              _id: '1',
              action: 'order.mark_shipped',
              staff_email: 'staff@houseplans.example',
              created_at: '2026-11-21T09:30:00.000Z',
              before: { status: 10, tracking: null },
              after: { status: 11, tracking: { carrier: 'UPS', number: '1Z999' } },
            },
          ],
        }),
      ),
    );
    renderOrder('42');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    const entry = within(log).getByRole('row', { name: /Marked shipped/ });
    expect(within(entry).getByRole('rowheader')).toHaveTextContent('Marked shipped');
    expect(entry).toHaveTextContent('staff@houseplans.example');
    expect(
      within(entry)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['status: Printing → Shipped', 'tracking: — → {"carrier":"UPS","number":"1Z999"}']);
  });

  it('shows where to ship the order and the name on its licence', async () => {
    const address = {
      full_name: 'Ann Builder',
      line1: '1200 NW Pine Street',
      city: 'Portland',
      country: 'US' as const,
      state_or_province: 'OR',
      postal_code: '97209',
      phone: '503 555 0142',
    };
    get.mockResolvedValue(answer(detailOf('42', { order: { ...detailOf('42').order, shipping_address: address } })));
    renderOrder('42');
    const shipTo = await screen.findByRole('region', { name: 'Ship to' });
    expect(Array.from(shipTo.querySelectorAll('address span'), (line) => line.textContent)).toEqual([
      'Ann Builder',
      '1200 NW Pine Street',
      'Portland, OR 97209',
      'United States',
      '503 555 0142',
    ]);
    expect(factOf(screen.getByRole('region', { name: 'Shopper' }), 'Billing name')).toBe('Ann Builder');
  });

  it("shows a rewards member's rewards line, tier and plans bought before, apart from the promo discount", async () => {
    const order = detailOf('42').order;
    const rewards = {
      line_name: 'Builder rewards',
      plans_before: 7,
      tiers: [{ tier: 'Gold' as const, percent: 15, plans: 1, discount: 19_425 }],
      discount: 19_425,
    };
    get.mockResolvedValue(answer(detailOf('42', { order: { ...order, rewards, total: order.subtotal - 19_425 } })));
    renderOrder('42');
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(factOf(summary, 'Builder rewards (Gold 15%)')).toBe('−$194.25 (7 plans bought before)');
    expect(factOf(summary, 'Promo discount')).toBe('—');
    expect(factOf(summary, 'Total')).toBe('$1,100.75');
  });

  it('shows no address for an order that ships nothing', async () => {
    get.mockResolvedValue(answer(detailOf('42')));
    renderOrder('42');
    await screen.findByRole('region', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Ship to' })).not.toBeInTheDocument();
  });

  it('shows every plan of an order of several, each with its choices and price', async () => {
    const first = detailOf('42').order.lines[0];
    if (!first) throw new Error('the fixture has no line');
    const second = {
      ...first,
      _id: '422',
      property_id: { ...first.property_id, _id: '8', name: 'Willow Bend', plan_number: '20456CD' },
      plan_set: { code: 3, label: 'CAD Files', price: 189_500 },
      price: 189_500,
    };
    get.mockResolvedValue(answer(detailOf('42', { order: { ...detailOf('42').order, lines: [first, second] } })));
    renderOrder('42');
    const plans = await screen.findByRole('region', { name: 'Plans (2)' });
    const lines = within(plans).getAllByRole('listitem');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual(['Cedar Ridge', 'Willow Bend']);
    expect(lines[1]).toHaveTextContent('Willow Bend (plan 20456CD), $1,895');
    expect(factOf(lines[1] ?? plans, 'Plan set')).toBe('CAD Files, $1,895');
  });

  it('says when no staff member has changed the order', async () => {
    get.mockResolvedValue(answer(detailOf('42')));
    renderOrder('42');
    const log = await screen.findByRole('region', { name: 'Audit log' });
    expect(log).toHaveTextContent('No staff member has changed this order.');
  });

  it('leads back to the list as it was left: its filters and page', async () => {
    get.mockResolvedValue(answer(detailOf('42')));
    renderOrder('42', 'status=2&page=3');
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/staff/orders?status=2&page=3');
  });

  it("tells a shopper the page is for the store's staff", async () => {
    get.mockRejectedValue(new ApiError(403, STAFF_MESSAGES.staffOnly));
    renderOrder('42');
    expect(await screen.findByRole('alert')).toHaveTextContent("This page is for the store's staff.");
    expect(screen.queryByRole('link', { name: 'All orders' })).not.toBeInTheDocument();
  });

  it("says so when there is no such order, in the API's words", async () => {
    get.mockRejectedValue(new ApiError(404, STAFF_MESSAGES.orderNotFound));
    renderOrder('999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order could not be loaded: There is no order with this number.',
    );
  });
});
