import type { Order } from 'contracts/src/checkout/order';
import { REFUND_MESSAGES } from 'contracts/src/checkout/refunds';
import { ORDER_ACTION_MESSAGES } from 'contracts/src/staff/orderActions';
import { STAFF_MESSAGES, type StaffAuditEntry } from 'contracts/src/staff/staffOrders';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { HttpError } from '../errors/httpError';
import { TEST_REFUND_MESSAGE } from '../payments/testPaymentProvider';
import { allAtOnce, checkoutSuite } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { moveOrder } from './orderFulfilment';
import {
  cashOrder,
  mailsTo,
  paidCardOrder,
  PDF_SET,
  staffAction,
  type ShopperOrder,
} from './testing/fulfilmentFixture';
import { newStaffMember } from './testing/staffFixture';

const UPS = { carrier: 'ups', tracking_number: '1Z 999 AA1 01 2345 6784' };
const UPS_NUMBER = '1Z999AA10123456784';
const SHIPPED_SUBJECT = /have shipped/;
const REASON = 'The shopper phoned: the lot was sold.';
const ISO = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe.each(TEST_DATABASES)("the staff desk's order actions on %s", (_name, database) => {
  const suite = checkoutSuite(database);
  let staff: { userId: number; token: string; email: string };

  beforeAll(async () => {
    staff = await newStaffMember(suite.db);
  });

  const act = (order: ShopperOrder | number, action: string, payload?: object) =>
    staffAction(suite.app, staff.token, typeof order === 'number' ? order : order.orderId, action, payload);

  /** The order as its shopper's own GET orders/:id shows it. */
  const shopperView = async ({ orderId, token }: ShopperOrder) =>
    (await suite.call<Order>('GET', `orders/${orderId}`, token)).body.data;

  const auditOf = async (orderId: number) =>
    suite.db.selectFrom('staff_audit_log').selectAll().where('record_id', '=', orderId).orderBy('id').execute();

  /** A card order of printed sets, paid and moved by the desk up to `step`. */
  async function printedOrderAt(step: 'paid' | 'printing' | 'shipped') {
    const order = await paidCardOrder(suite);
    if (step !== 'paid') expect((await act(order, 'mark-printing')).status).toBe(200);
    if (step === 'shipped') expect((await act(order, 'mark-shipped', UPS)).status).toBe(200);
    return order;
  }

  describe('who may act', () => {
    const actions: Array<[string, object | undefined]> = [
      ['mark-printing', undefined],
      ['mark-shipped', UPS],
      ['mark-delivered', undefined],
      ['refund', { reason: REASON }],
      ['resend-download-mail', undefined],
    ];

    it.each(actions)(
      'refuses %s to a visitor (401) and to the order’s own shopper (403), changing nothing',
      async (action, body) => {
        const order = await paidCardOrder(suite);
        expect(await staffAction(suite.app, null, order.orderId, action, body)).toEqual({
          status: 401,
          body: { status: 401, message: LOGIN_REQUIRED_MESSAGE },
        });
        expect(await staffAction(suite.app, order.token, order.orderId, action, body)).toEqual({
          status: 403,
          body: { status: 403, message: STAFF_MESSAGES.staffOnly },
        });
        expect((await shopperView(order)).status).toBe(2);
        expect(await auditOf(order.orderId)).toEqual([]);
      },
    );

    it('answers an order that does not exist with 404', async () => {
      expect(await act(2_000_000_000, 'mark-printing')).toEqual({
        status: 404,
        body: { status: 404, message: STAFF_MESSAGES.orderNotFound },
      });
    });
  });

  describe('printed sets: Paid -> Printing -> Shipped -> Delivered', () => {
    it('marks a paid order printing: the status, when, one audit entry with before and after, the page in the answer', async () => {
      const order = await paidCardOrder(suite);
      const { status, body } = await act(order, 'mark-printing');
      expect(status).toBe(200);
      expect(body.message).toBe(`Order #${order.orderId} is marked printing.`);
      expect(body.data.order).toEqual(
        expect.objectContaining({
          status: 10,
          shipment: { printing_at: ISO, shipped_at: null, carrier: null, tracking_number: null, delivered_at: null },
        }),
      );
      expect(body.data.audit_log).toEqual([
        {
          _id: expect.any(String),
          action: 'order.mark_printing',
          staff_email: staff.email,
          created_at: ISO,
          before: { status: 2 },
          after: { status: 10, printing_at: body.data.order.shipment?.printing_at },
        },
      ] satisfies StaffAuditEntry[]);
      // The desk's answer is the order page the desk would read next.
      const page = await suite.app.inject({
        method: 'GET',
        url: `/api/staff/orders/${order.orderId}`,
        headers: { token: staff.token },
      });
      expect(page.json().data).toEqual(body.data);
    });

    it('marks it shipped with the carrier and the tracking number, kept without spaces, and mails the shopper once', async () => {
      const order = await printedOrderAt('printing');
      const { status, body } = await act(order, 'mark-shipped', UPS);
      expect(status).toBe(200);
      expect(body.message).toBe(
        `Order #${order.orderId} is marked shipped; the shopper is e-mailed the tracking number.`,
      );
      expect(body.data.order.status).toBe(11);
      expect(body.data.order.shipment).toEqual(
        expect.objectContaining({ carrier: 'ups', tracking_number: UPS_NUMBER, shipped_at: ISO, delivered_at: null }),
      );
      expect(body.data.audit_log.at(-1)).toEqual(
        expect.objectContaining({
          action: 'order.mark_shipped',
          before: { status: 10, carrier: null, tracking_number: null },
          after: {
            status: 11,
            carrier: 'ups',
            tracking_number: UPS_NUMBER,
            shipped_at: body.data.order.shipment?.shipped_at,
          },
        }),
      );

      const mails = await mailsTo(suite.app, order.email, SHIPPED_SUBJECT);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Your printed sets for order ${order.orderId} have shipped`);
      expect(mails[0]?.text).toContain('Carrier: UPS');
      expect(mails[0]?.text).toContain(`Tracking number: ${UPS_NUMBER}`);
      expect(mails[0]?.text).toContain(`Follow your parcel: https://www.ups.com/track?tracknum=${UPS_NUMBER}`);
      expect(mails[0]?.text).toContain(': Five Printed Sets');
      expect(mails[0]?.text).toContain('Shipped to:\n  Test Shopper\n  1200 NW Pine Street\n  Portland, OR 97209');
    });

    it('shows the shopper each step in their own orders', async () => {
      const order = await printedOrderAt('shipped');
      const seen = await shopperView(order);
      expect(seen.status).toBe(11);
      expect(seen.shipment).toEqual(expect.objectContaining({ carrier: 'ups', tracking_number: UPS_NUMBER }));
      expect((await act(order, 'mark-delivered')).status).toBe(200);
      const delivered = await shopperView(order);
      expect(delivered.status).toBe(5);
      expect(delivered.shipment?.delivered_at).toEqual(ISO);
    });

    it('marks a shipped order delivered, with when, in the audit log', async () => {
      const order = await printedOrderAt('shipped');
      const { status, body } = await act(order, 'mark-delivered');
      expect(status).toBe(200);
      expect(body.message).toBe(`Order #${order.orderId} is marked delivered.`);
      expect(body.data.audit_log.map((entry) => entry.action)).toEqual([
        'order.mark_printing',
        'order.mark_shipped',
        'order.mark_delivered',
      ]);
      expect(body.data.audit_log.at(-1)).toEqual(
        expect.objectContaining({ before: { status: 11 }, after: { status: 5, delivered_at: ISO } }),
      );
    });

    it('moves a cash-on-delivery order from its placing, and marks it paid when delivered (the cash is taken)', async () => {
      const order = await cashOrder(suite);
      expect((await act(order, 'mark-printing')).status).toBe(200);
      expect((await act(order, 'mark-shipped', UPS)).status).toBe(200);
      const { body } = await act(order, 'mark-delivered');
      expect(body.data.order).toEqual(expect.objectContaining({ status: 5, paid_at: ISO }));
      expect(body.data.audit_log.at(-1)).toEqual(
        expect.objectContaining({
          before: { status: 11, paid_at: null },
          after: { status: 5, delivered_at: ISO, paid_at: body.data.order.paid_at },
        }),
      );
    });
  });

  describe('only from the right status: 409 with the reason, nothing changed', () => {
    it.each([
      ['paid', 'mark-shipped', 'Only an order that is printing can be marked shipped; order #N is Paid.'],
      ['paid', 'mark-delivered', 'Only a shipped order can be marked delivered; order #N is Paid.'],
      ['printing', 'mark-delivered', 'Only a shipped order can be marked delivered; order #N is Printing.'],
      [
        'shipped',
        'mark-printing',
        'Only a paid order, or one placed for cash on delivery, can be sent to print; order #N is Shipped.',
      ],
    ] as const)('a %s order refuses %s', async (step, action, message) => {
      const order = await printedOrderAt(step);
      const before = await shopperView(order);
      const entries = (await auditOf(order.orderId)).length;
      expect(await act(order, action, action === 'mark-shipped' ? UPS : undefined)).toEqual({
        status: 409,
        body: { status: 409, message: message.replace('#N', `#${order.orderId}`) },
      });
      expect(await shopperView(order)).toEqual(before);
      expect(await auditOf(order.orderId)).toHaveLength(entries);
    });

    it('refuses to print or ship an order of files only', async () => {
      const order = await paidCardOrder(suite, PDF_SET);
      const message = ORDER_ACTION_MESSAGES.noPrintedSets(String(order.orderId));
      expect(await act(order, 'mark-printing')).toEqual({ status: 409, body: { status: 409, message } });
      expect((await act(order, 'mark-delivered')).body.message).toBe(
        ORDER_ACTION_MESSAGES.filesNeedNoDelivery(String(order.orderId)),
      );
      expect((await shopperView(order)).shipment).toBeNull();
    });

    it('refuses to print an order not paid yet', async () => {
      const { orderId } = await paidCardOrder(suite);
      await suite.db.updateTable('orders').set({ status: 1, paid_at: null }).where('id', '=', orderId).execute();
      expect((await act(orderId, 'mark-printing')).body).toEqual({
        status: 409,
        message: `Only a paid order, or one placed for cash on delivery, can be sent to print; order #${orderId} is Awaiting payment.`,
      });
    });

    it('refuses a second shipment with another number: the first stands', async () => {
      const order = await printedOrderAt('shipped');
      expect(await act(order, 'mark-shipped', { carrier: 'fedex', tracking_number: '123456789012' })).toEqual({
        status: 409,
        body: {
          status: 409,
          message: `Order #${order.orderId} was already shipped with UPS, tracking number ${UPS_NUMBER}.`,
        },
      });
      expect((await shopperView(order)).shipment?.tracking_number).toBe(UPS_NUMBER);
      expect(await mailsTo(suite.app, order.email, SHIPPED_SUBJECT)).toHaveLength(1);
    });

    it("refuses a tracking number that is not the carrier's (400), before looking at the order", async () => {
      const order = await printedOrderAt('printing');
      expect(await act(order, 'mark-shipped', { carrier: 'dhl_express', tracking_number: UPS_NUMBER })).toEqual({
        status: 400,
        body: { status: 400, message: 'This is not a DHL Express tracking number: it is 10 digits.' },
      });
      expect((await act(order, 'mark-shipped', { carrier: 'ups' })).status).toBe(400);
      expect((await act(order, 'mark-shipped', { ...UPS, note: 'left at the door' })).status).toBe(400);
      expect((await shopperView(order)).status).toBe(10);
    });
  });

  describe('a double click', () => {
    it.each([
      ['mark-printing', 'paid', undefined],
      ['mark-shipped', 'printing', UPS],
      ['mark-delivered', 'shipped', undefined],
    ] as const)('%s twice at once: both answered 200, one move, one audit entry', async (action, step, body) => {
      const order = await printedOrderAt(step);
      const entries = (await auditOf(order.orderId)).length;
      const answers = await allAtOnce(database, suite.db, order.orderId, () => [
        act(order, action, body),
        act(order, action, body),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.data.order.status)).toEqual(
        Array(2).fill(answers[0]?.body.data.order.status),
      );
      const messages = answers.map((answer) => answer.body.message).sort();
      expect(messages[0]).toMatch(/ is marked /);
      expect(messages[1]).toMatch(/ was already marked /);
      expect(await auditOf(order.orderId)).toHaveLength(entries + 1);
      if (action === 'mark-shipped') expect(await mailsTo(suite.app, order.email, SHIPPED_SUBJECT)).toHaveLength(1);
    });
  });

  describe('refunds', () => {
    it('refunds an order while its sets are printing: Refunded, the refund kept, the audit entry with the reason', async () => {
      const order = await printedOrderAt('printing');
      const { status, body } = await act(order, 'refund', { reason: REASON });
      expect(status).toBe(200);
      expect(body.message).toBe(`${REFUND_MESSAGES.refunded} ${TEST_REFUND_MESSAGE}`);
      expect(body.data.order.status).toBe(7);
      expect(body.data.audit_log.at(-1)).toEqual(
        expect.objectContaining({
          action: 'order.refund',
          staff_email: staff.email,
          before: { status: 10, refunded_at: null },
          after: {
            status: 7,
            refunded_at: ISO,
            reason: REASON,
            refunded_cents: body.data.order.total,
            refund_provider: 'test',
            refund_id: `test_re_refund-order-${order.orderId}`,
          },
        }),
      );
      // A refunded order goes no further.
      expect((await act(order, 'mark-shipped', UPS)).status).toBe(409);
    });

    it('calls off a cash-on-delivery order being shipped: nothing was taken', async () => {
      const order = await cashOrder(suite);
      await act(order, 'mark-printing');
      await act(order, 'mark-shipped', UPS);
      const { body } = await act(order, 'refund', { reason: REASON });
      expect(body.data.order.status).toBe(9);
      expect(body.message).toBe(`${REFUND_MESSAGES.cashOrderCancelled} ${REFUND_MESSAGES.nothingCharged}`);
    });

    it('refunds once under a double click: both answered 200, one refund, one audit entry', async () => {
      const order = await printedOrderAt('paid');
      const answers = await allAtOnce(database, suite.db, order.orderId, () => [
        act(order, 'refund', { reason: REASON }),
        act(order, 'refund', { reason: REASON }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.message)).toContain(`Order #${order.orderId} was already refunded.`);
      const refunds = await suite.db.selectFrom('refunds').select('id').where('order_id', '=', order.orderId).execute();
      expect(refunds).toHaveLength(1);
      expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual(['order.refund']);
    });

    it('refuses to refund an order paid in cash at the door, or without a reason', async () => {
      const order = await cashOrder(suite, PDF_SET);
      expect((await act(order, 'refund', { reason: '  ' })).status).toBe(400);
      expect((await act(order, 'refund')).status).toBe(400);
      expect((await act(order, 'mark-delivered')).status).toBe(200);
      expect(await act(order, 'refund', { reason: REASON })).toEqual({
        status: 409,
        body: { status: 409, message: REFUND_MESSAGES.paidInCash },
      });
      expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual(['order.mark_delivered']);
    });
  });

  describe('the download mail again', () => {
    const DOWNLOAD_SUBJECT = /ready to download/;

    it('mails the shopper a fresh link to a paid order’s files, once, and writes who asked', async () => {
      const order = await paidCardOrder(suite, PDF_SET);
      const { status, body } = await act(order, 'resend-download-mail');
      expect(status).toBe(200);
      expect(body.message).toBe(
        `A fresh download link for order #${order.orderId} is mailed to the shopper; the links mailed before stop working.`,
      );
      const mails = await mailsTo(suite.app, order.email, DOWNLOAD_SUBJECT);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('/api/user/downloads/');
      expect(body.data.audit_log).toEqual([
        expect.objectContaining({
          action: 'order.resend_download_mail',
          staff_email: staff.email,
          before: null,
          after: { download_link_mailed_to: order.email },
        }),
      ]);
    });

    it('sends nothing more when asked again within a minute, or twice at once: one mail, one entry', async () => {
      const order = await paidCardOrder(suite, PDF_SET);
      const answers = await Promise.all([act(order, 'resend-download-mail'), act(order, 'resend-download-mail')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.body.message)).toContain(
        `A download link for order #${order.orderId} was mailed to the shopper less than a minute ago: it was not sent again.`,
      );
      expect((await act(order, 'resend-download-mail')).status).toBe(200);
      expect(await mailsTo(suite.app, order.email, DOWNLOAD_SUBJECT)).toHaveLength(1);
      expect(await auditOf(order.orderId)).toHaveLength(1);
    });

    it('refuses an order with no files to download now: printed sets only, or refunded', async () => {
      const printed = await paidCardOrder(suite);
      expect(await act(printed, 'resend-download-mail')).toEqual({
        status: 409,
        body: { status: 409, message: ORDER_ACTION_MESSAGES.noFilesToMail(String(printed.orderId)) },
      });
      const refunded = await paidCardOrder(suite, PDF_SET);
      expect((await act(refunded, 'refund', { reason: REASON })).status).toBe(200);
      expect((await act(refunded, 'resend-download-mail')).status).toBe(409);
      expect(await mailsTo(suite.app, refunded.email, DOWNLOAD_SUBJECT)).toEqual([]);
    });
  });

  describe("the shopper's own cancel", () => {
    it('is refused once the printed sets are sent to print, as it was allowed just before', async () => {
      const printing = await printedOrderAt('printing');
      expect(await suite.call('POST', `orders/${printing.orderId}/cancel`, printing.token, {})).toEqual({
        status: 409,
        body: { status: 409, message: REFUND_MESSAGES.deliveryStarted },
      });
      expect((await shopperView(printing)).status).toBe(10);
      const paid = await printedOrderAt('paid');
      expect((await suite.call('POST', `orders/${paid.orderId}/cancel`, paid.token, {})).status).toBe(200);
    });
  });

  describe('a cash-on-delivery order of files', () => {
    it('is marked delivered when its cash is received: Delivered and paid, no shipment', async () => {
      const order = await cashOrder(suite, PDF_SET);
      expect((await act(order, 'mark-printing')).status).toBe(409);
      const { status, body } = await act(order, 'mark-delivered');
      expect(status).toBe(200);
      expect(body.data.order).toEqual(expect.objectContaining({ status: 5, paid_at: ISO, shipment: null }));
    });
  });

  it('writes a move and its audit entry together: when the entry cannot be written, the move is undone', async () => {
    const order = await paidCardOrder(suite);
    const noSuchStaff = 2_000_000_000;
    await expect(
      moveOrder(suite.db, { orderId: order.orderId, staffUserId: noSuchStaff, action: 'order.mark_printing' }),
    ).rejects.toThrow();
    expect(await shopperView(order)).toEqual(expect.objectContaining({ status: 2, shipment: null }));
    await expect(
      moveOrder(suite.db, { orderId: order.orderId, staffUserId: staff.userId, action: 'order.mark_shipped' }),
    ).rejects.toEqual(new HttpError(409, ORDER_ACTION_MESSAGES.notShippable(String(order.orderId), 'Paid')));
  });
});
