import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Order } from 'contracts/src/checkout/order';
import type { StaffOrderDetail } from 'contracts/src/staff/staffOrders';
import { apiClient, ApiError, toast } from 'shared-ui';
import { renderWithQueryClient } from 'shared-ui/testing';
import { detailOf, orderOf } from '../testing/staffOrderFixtures';
import StaffOrderPage from './StaffOrderPage';

jest.mock('shared-ui/src/http/apiClient', () => ({ apiClient: { get: jest.fn(), post: jest.fn() } }));
jest.mock('shared-ui/src/toasts/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const get = jest.mocked(apiClient.get);
const post = jest.mocked(apiClient.post);
const answer = (data: StaffOrderDetail, message = 'OK') => ({ status: 200, message, data });

const printedSets = (order: Order): Order => {
  const [line] = order.lines;
  if (!line) throw new Error('the fixture has no line');
  const printed = { ...line, plan_set: { code: 2, label: 'Five Printed Sets', price: 139_500 } };
  return { ...order, lines: [printed], plan_set: printed.plan_set };
};

/** Order 42 of printed sets, paid by card, moved on to `status` with `shipment`. */
function printedOrder(status: Order['status'], shipment: Order['shipment'] = null): StaffOrderDetail {
  return detailOf('42', { order: printedSets(orderOf('42', { status, shipment })) });
}

const PRINTING_SINCE = {
  printing_at: '2026-11-21T09:00:00.000Z',
  shipped_at: null,
  carrier: null,
  tracking_number: null,
  delivered_at: null,
};

function renderOrder(detail: StaffOrderDetail) {
  get.mockResolvedValue(answer(detail));
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/staff/orders/42']}>
      <Routes>
        <Route path="/staff/orders/:id" element={<StaffOrderPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const actions = () => screen.findByRole('region', { name: 'Actions' });
const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => {
  jest.clearAllMocks();
});

describe("the order's actions on the staff desk", () => {
  it('offers a paid order of printed sets to print and to refund, nothing else', async () => {
    renderOrder(printedOrder(2));
    const region = await actions();
    expect(within(region).getByRole('button', { name: 'Mark printing' })).toBeInTheDocument();
    expect(within(region).getByRole('form', { name: 'Refund the order' })).toBeInTheDocument();
    expect(within(region).queryByRole('form', { name: 'Ship the printed sets' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('asks before marking printing, then shows the answer: the new status and its audit entry', async () => {
    const printing = printedOrder(10, PRINTING_SINCE);
    printing.audit_log = [
      {
        _id: '1',
        action: 'order.mark_printing',
        staff_email: 'staff@houseplans.example',
        created_at: PRINTING_SINCE.printing_at,
        before: { status: 2 },
        after: { status: 10, printing_at: PRINTING_SINCE.printing_at },
      },
    ];
    post.mockResolvedValue(answer(printing, 'Order #42 is marked printing.'));
    renderOrder(printedOrder(2));
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Mark printing' }));

    const asking = await dialog('Mark order #42 as printing?');
    expect(asking).toHaveAccessibleDescription('Its printed sets go to print. The shopper sees Printing in My Orders.');
    expect(post).not.toHaveBeenCalled();
    get.mockResolvedValue(answer(printing));
    await userEvent.click(within(asking).getByRole('button', { name: 'Mark printing' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith('../staff/orders/42/mark-printing', undefined);
    expect(toast.success).toHaveBeenCalledWith('Order #42 is marked printing.');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Status').nextElementSibling).toHaveTextContent('Printing');
    const log = screen.getByRole('region', { name: 'Audit log' });
    expect(within(log).getByRole('row', { name: /Marked printing/ })).toHaveTextContent('status: Paid → Printing');
    // The page now offers the next step.
    expect(within(await actions()).getByRole('form', { name: 'Ship the printed sets' })).toBeInTheDocument();
  });

  it('sends nothing when the staff member cancels', async () => {
    renderOrder(printedOrder(2));
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Mark printing' }));
    await userEvent.click(within(await dialog('Mark order #42 as printing?')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('checks the carrier and the tracking number as the API does before asking', async () => {
    renderOrder(printedOrder(10, PRINTING_SINCE));
    const form = within(await actions()).getByRole('form', { name: 'Ship the printed sets' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(within(form).getByRole('combobox', { name: 'Carrier' })).toHaveAccessibleDescription('Choose the carrier.');
    const number = within(form).getByRole('textbox', { name: 'Tracking number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Enter the tracking number.'));

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'DHL Express');
    await userEvent.type(number, '1Z999AA10123456784');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('This is not a DHL Express tracking number: it is 10 digits.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before marking shipped, naming the carrier and the number, and sends them as the API keeps them', async () => {
    const shipped = printedOrder(11, {
      ...PRINTING_SINCE,
      shipped_at: '2026-11-22T09:00:00.000Z',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
    });
    post.mockResolvedValue(
      answer(shipped, 'Order #42 is marked shipped; the shopper is e-mailed the tracking number.'),
    );
    renderOrder(printedOrder(10, PRINTING_SINCE));
    const form = within(await actions()).getByRole('form', { name: 'Ship the printed sets' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'UPS');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Tracking number' }), '1z 999 aa1 01 2345 6784');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark shipped' }));

    const asking = await dialog('Mark order #42 as shipped?');
    expect(asking).toHaveAccessibleDescription(
      'Shipped with UPS, tracking number 1Z999AA10123456784. The shopper is e-mailed the carrier and the tracking number.',
    );
    get.mockResolvedValue(answer(shipped));
    await userEvent.click(within(asking).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('../staff/orders/42/mark-shipped', {
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
    });
    const shipment = await screen.findByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(within(shipment).getByText('Carrier').nextElementSibling).toHaveTextContent('UPS');
    expect(within(await actions()).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it("shows the API's refusal and reads the order again, as someone else may have moved it", async () => {
    post.mockRejectedValue(
      new ApiError(
        409,
        'Only a paid order, or one placed for cash on delivery, can be sent to print; order #42 is Refunded.',
      ),
    );
    renderOrder(printedOrder(2));
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Mark printing' }));
    get.mockResolvedValue(answer(printedOrder(7)));
    await userEvent.click(
      within(await dialog('Mark order #42 as printing?')).getByRole('button', { name: 'Mark printing' }),
    );

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Only a paid order, or one placed for cash on delivery, can be sent to print; order #42 is Refunded.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Nothing to do: the order is Refunded.')).toBeInTheDocument();
  });

  it('asks why before a refund, says where the money goes, and sends the reason', async () => {
    post.mockResolvedValue(answer(printedOrder(7), 'The order is refunded.'));
    renderOrder(printedOrder(10, PRINTING_SINCE));
    const form = within(await actions()).getByRole('form', { name: 'Refund the order' });
    expect(form).toHaveTextContent("$1,295 goes back to the shopper's card, and the order becomes Refunded.");
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Say why the order is refunded: it is kept with the refund.',
    );

    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), '  The lot was sold. ');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
    const asking = await dialog('Refund order #42?');
    expect(asking).toHaveAccessibleDescription(
      "$1,295 goes back to the shopper's card, and the order becomes Refunded. Reason: The lot was sold.",
    );
    await userEvent.click(within(asking).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The order is refunded.'));
    expect(post).toHaveBeenCalledWith('../staff/orders/42/refund', { reason: 'The lot was sold.' });
  });

  it('offers a paid card order of files its download mail again and a refund, nothing to mark', async () => {
    renderOrder(detailOf('42'));
    const region = await actions();
    expect(within(region).queryByRole('button', { name: /^Mark/ })).not.toBeInTheDocument();
    expect(within(region).getByRole('form', { name: 'Refund the order' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Resend the download mail' })).toBeInTheDocument();
  });

  it('asks before mailing the download link again, then says it went', async () => {
    post.mockResolvedValue(
      answer(
        detailOf('42'),
        'A fresh download link for order #42 is mailed to the shopper; the links mailed before stop working.',
      ),
    );
    renderOrder(detailOf('42'));
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Resend the download mail' }));
    const asking = await dialog("Mail order #42's download link to the shopper again?");
    expect(asking).toHaveAccessibleDescription(
      'A fresh link to the files is e-mailed to the shopper; the links mailed before stop working.',
    );
    await userEvent.click(within(asking).getByRole('button', { name: 'Resend the download mail' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'A fresh download link for order #42 is mailed to the shopper; the links mailed before stop working.',
      ),
    );
    expect(post).toHaveBeenCalledWith('../staff/orders/42/resend-download-mail', undefined);
  });

  it('says there is nothing to do on an order that is refunded', async () => {
    renderOrder(printedOrder(7));
    expect(await screen.findByText('Nothing to do: the order is Refunded.')).toBeInTheDocument();
  });

  it('marks a cash-on-delivery order of files delivered once its cash is received', async () => {
    renderOrder(detailOf('42', { order: orderOf('42', { payment_mode: 1, status: 4, paid_at: null }) }));
    await userEvent.click(within(await actions()).getByRole('button', { name: 'Mark delivered' }));
    expect(await dialog('Mark order #42 as delivered?')).toHaveAccessibleDescription(
      'Its cash has been received: the shopper can download the files from now on.',
    );
  });
});
