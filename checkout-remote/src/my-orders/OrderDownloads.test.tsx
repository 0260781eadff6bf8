import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, ApiError, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { cartEntryFixture, orderFixture, orderLineFixture } from '../testing/checkoutFixtures';
import MyOrders from './MyOrders';
import { saveFile } from './saveFile';

jest.mock('shared-ui/src/http/apiClient', () => ({
  apiClient: { get: jest.fn(), post: jest.fn(), getFile: jest.fn() },
}));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('./saveFile', () => ({ saveFile: jest.fn() }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);
const getFile = jest.mocked(apiClient.getFile);

const PAID_AT = '2026-11-21T09:31:00.000Z';

/** A paid order of a PDF Set with a Materials List, and a line of printed sets with a Cost-to-Build Report. */
function paidDigitalOrder(overrides: Parameters<typeof orderFixture>[0] = {}) {
  const pdfSet = cartEntryFixture({
    plan_set: { code: 1, label: 'PDF Set', price: 129_500 },
    options: [{ code: 2, label: 'Materials List', price: 12_500 }],
  });
  const cabin = cartEntryFixture({
    _id: '8',
    property_id: { ...cartEntryFixture().property_id, _id: '43', name: 'The Cedar Cabin', plan_number: 'HP-2001' },
  });
  return orderFixture({
    _id: '32',
    status: 2,
    paid_at: PAID_AT,
    lines: [orderLineFixture(pdfSet, '51'), orderLineFixture(cabin, '52')],
    ...overrides,
  });
}

async function renderOrders(orders: ReturnType<typeof orderFixture>[]) {
  get.mockResolvedValue({ status: 200, message: 'OK', data: orders });
  renderWithQueryClient(
    <MemoryRouter>
      <MyOrders />
    </MemoryRouter>,
  );
  return screen.findByRole('list', { name: 'My orders' });
}

describe('downloads in My Orders', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  it('offers a Download button for each file of a paid order, and none for printed sets', async () => {
    await renderOrders([paidDigitalOrder()]);
    const downloads = screen.getByRole('region', { name: 'Downloads of order 32' });
    const [magnolia, cabin] = within(downloads).getAllByRole('listitem');
    expect(magnolia).toHaveTextContent('The Magnolia Farmhouse (plan #HP-1042)');
    expect(
      within(magnolia ?? downloads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download PDF Set', 'Download Materials List']);
    // Printed sets are shipped: only the line's Cost-to-Build Report is a file.
    expect(
      within(cabin ?? downloads)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download Cost-to-Build Report']);
    expect(within(downloads).getByRole('button', { name: 'Email me a download link' })).toBeInTheDocument();
  });

  it('fetches the file through the API client with the session and saves it under its name', async () => {
    const user = userEvent.setup();
    const file = { blob: new Blob(['%PDF']), fileName: 'plan-HP-1042-pdf-set.pdf' };
    getFile.mockResolvedValue(file);
    await renderOrders([paidDigitalOrder()]);
    await user.click(screen.getByRole('button', { name: 'Download PDF Set of The Magnolia Farmhouse' }));
    expect(getFile).toHaveBeenCalledWith('orders/32/lines/51/documents/plan_set_pdf');
    expect(jest.mocked(saveFile).mock.calls[0]?.[0]).toBe(file);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says why a download failed in the server's words, and saves nothing", async () => {
    const user = userEvent.setup();
    getFile.mockRejectedValue(new ApiError(404, 'This download is not available.'));
    await renderOrders([paidDigitalOrder()]);
    await user.click(screen.getByRole('button', { name: 'Download Cost-to-Build Report of The Cedar Cabin' }));
    expect(getFile).toHaveBeenCalledWith('orders/32/lines/52/documents/cost_report_pdf');
    expect(toast.error).toHaveBeenCalledWith('This download is not available.');
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('asks for a fresh link by e-mail and confirms it was sent', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ status: 200, message: 'sent', data: null });
    await renderOrders([paidDigitalOrder()]);
    await user.click(screen.getByRole('button', { name: 'Email me a download link' }));
    expect(post).toHaveBeenCalledWith('orders/32/download-link');
    expect(toast.success).toHaveBeenCalledWith(
      'We have e-mailed you a link to download your plans. It works for 7 days without signing in.',
    );
  });

  it("shows the server's refusal of a link, such as too many in an hour", async () => {
    const user = userEvent.setup();
    const tooMany =
      'Several download links were sent for this order in the last hour. Please use the newest one, or ask again later.';
    post.mockRejectedValue(new ApiError(429, tooMany));
    await renderOrders([paidDigitalOrder()]);
    await user.click(screen.getByRole('button', { name: 'Email me a download link' }));
    expect(toast.error).toHaveBeenCalledWith(tooMany);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it.each([
    ['unpaid', { status: 1 as const, paid_at: null }],
    ['refunded', { status: 7 as const }],
    ['cancelled by the shopper', { status: 8 as const }],
    ['placed for cash on delivery, not yet delivered', { payment_mode: 1, status: 4 as const, paid_at: null }],
  ])('offers nothing to download for an order %s', async (_label, overrides) => {
    const list = await renderOrders([paidDigitalOrder(overrides)]);
    expect(within(list).queryByRole('region', { name: /Downloads of order/ })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Download|download link/ })).not.toBeInTheDocument();
  });
});
