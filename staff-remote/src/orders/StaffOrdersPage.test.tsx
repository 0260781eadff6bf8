import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STAFF_MESSAGES } from 'contracts/src/staff/staffOrders';
import { apiClient, ApiError } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { pageOf, rowOf } from '../testing/staffOrderFixtures';
import { FILTER_MESSAGES } from './orderFilterSchema';
import StaffOrdersPage from './StaffOrdersPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const answer = (data: unknown) => ({ status: 200, message: 'OK', data });

/** Where the page has taken the address bar. */
function AddressBar() {
  const { search } = useLocation();
  return <code data-testid="address">{search}</code>;
}

function renderAt(url: string) {
  renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/staff/orders"
          element={
            <>
              <StaffOrdersPage />
              <AddressBar />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const address = () => screen.getByTestId('address').textContent;
const lastQuery = () => get.mock.lastCall?.[1]?.searchParams;

describe('the staff desk’s order list', () => {
  it('shows the orders in a table, each row named by its order number and linking to its page', async () => {
    const twoPlans = rowOf('9', 'bob@example.com', { status: 4 });
    const [line] = twoPlans.order.lines;
    if (line) twoPlans.order.lines.push({ ...line, _id: '92' });
    get.mockResolvedValue(answer(pageOf([rowOf('12', 'ann@example.com'), twoPlans])));
    renderAt('/staff/orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? 'header')).toEqual([
      'header',
      'Order #12',
      'Order #9',
    ]);
    expect(within(rows[1] ?? table).getByRole('link', { name: 'Order #12' })).toHaveAttribute(
      'href',
      '/staff/orders/12',
    );
    expect(rows[1]).toHaveTextContent('ann@example.com');
    expect(rows[1]).toHaveTextContent('Cedar Ridge (10123AB)');
    expect(rows[1]).toHaveTextContent('$1,295');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Cash on delivery');
    expect(rows[2]).toHaveTextContent('Cedar Ridge (10123AB) and 1 more');
    expect(screen.getByText('Orders 1–2 of 2')).toHaveAttribute('role', 'status');
    expect(get).toHaveBeenCalledWith('../staff/orders', expect.objectContaining({ searchParams: {} }));
    // The table's frame scrolls sideways on a phone: a keyboard can reach it.
    expect(screen.getByRole('region', { name: 'Orders, newest first' })).toHaveAttribute('tabindex', '0');
  });

  it('applies the filters together, starting again from the first page, and keeps them in the address bar', async () => {
    get.mockResolvedValue(answer(pageOf([rowOf('12', 'ann@example.com')], { total: 41, page: 2 })));
    const user = renderAt('/staff/orders?page=2');
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ page: 2 });

    const filters = screen.getByRole('search', { name: 'Filter orders' });
    await user.type(within(filters).getByLabelText('Search'), 'ann@example.com');
    await user.selectOptions(within(filters).getByLabelText('Status'), 'Paid');
    await user.type(within(filters).getByLabelText('Placed from'), '2026-02-01');
    await user.type(within(filters).getByLabelText('Placed to'), '2026-02-28');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));

    // The form checks its values before it applies them: the address changes a moment after the click.
    await waitFor(() => expect(address()).toBe('?q=ann%40example.com&status=2&from=2026-02-01&to=2026-02-28'));
    expect(lastQuery()).toEqual({
      q: 'ann@example.com',
      status: 2,
      from: new Date(2026, 1, 1).toISOString(),
      to: new Date(2026, 2, 1).toISOString(),
    });

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    expect(address()).toBe('');
    expect(within(filters).getByLabelText('Search')).toHaveValue('');
  });

  it('shows the filters of an address it is opened at', async () => {
    get.mockResolvedValue(answer(pageOf([rowOf('12', 'ann@example.com')])));
    renderAt('/staff/orders?q=%2312&status=4');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Search')).toHaveValue('#12');
    expect(screen.getByLabelText('Status')).toHaveValue('4');
    expect(lastQuery()).toEqual({ q: '#12', status: 4 });
  });

  it('refuses a range that ends before it starts, under its field, and leaves the list as it is', async () => {
    get.mockResolvedValue(answer(pageOf([rowOf('12', 'ann@example.com')])));
    const user = renderAt('/staff/orders');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Placed from'), '2026-03-01');
    await user.type(screen.getByLabelText('Placed to'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const to = screen.getByLabelText('Placed to');
    await waitFor(() => expect(to).toHaveAttribute('aria-invalid', 'true'));
    expect(to).toHaveAccessibleDescription(FILTER_MESSAGES.toBeforeFrom);
    expect(address()).toBe('');
  });

  it('pages through the list with Previous and Next, filters kept', async () => {
    get.mockImplementation(async (_path, options) => {
      const page = Number(options?.searchParams && 'page' in options.searchParams ? options.searchParams.page : 1);
      return answer(pageOf([rowOf(String(50 - page), 'ann@example.com')], { total: 41, page }));
    });
    const user = renderAt('/staff/orders?status=2');
    const pages = await screen.findByRole('navigation', { name: 'Pages of the order list' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(address()).toBe('?status=2&page=2');
    expect(await screen.findByRole('link', { name: 'Order #48' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ status: 2, page: 2 });
    expect(screen.getByRole('navigation', { name: 'Pages of the order list' })).toHaveTextContent('Page 2 of 3');
  });

  it('says so when no order matches', async () => {
    get.mockResolvedValue(answer(pageOf([])));
    renderAt('/staff/orders?q=nobody');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("tells a shopper the page is for the store's staff, and shows no filters", async () => {
    get.mockRejectedValue(new ApiError(403, STAFF_MESSAGES.staffOnly));
    renderAt('/staff/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent("This page is for the store's staff.");
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows a failure with the reason and reads again on Retry', async () => {
    get
      .mockRejectedValueOnce(new ApiError(500, 'Server error'))
      .mockResolvedValueOnce(answer(pageOf([rowOf('12', 'ann@example.com')])));
    const user = renderAt('/staff/orders');
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded: Server error');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
