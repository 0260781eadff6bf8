import type { OrderCreated } from 'contracts/src/checkout/order';
import type { Mailer, MailMessage } from '../mail/mailer';
import { mailOrderReceipt, receiptMessageId } from '../orders/orderReceipts';
import { checkoutSuite, ORDER_DELIVERY, shopperWithCartEntry } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

const SITE = 'https://plans.example.com';

/** A mail transport that keeps what it is handed, or refuses it while `down`. */
function recordingMailer() {
  const sent: MailMessage[] = [];
  const state = { down: false };
  const mailer: Mailer = {
    async send(message) {
      if (state.down) throw new Error('the mail server is down');
      sent.push(message);
    },
  };
  return { mailer, sent, state };
}

describe.each(TEST_DATABASES)("the receipt job's sending, once, on %s", (_name, database) => {
  const suite = checkoutSuite(database);

  /** A cash-on-delivery order: placing it mailed its receipt (through the app's own queue, at once). */
  async function placedOrder() {
    const shopper = await shopperWithCartEntry(suite.db, suite.call);
    const placed = await suite.call<OrderCreated>('POST', 'order', shopper.token, {
      payment_mode: 1,
      cart_id: shopper.entry._id,
      ...ORDER_DELIVERY,
    });
    expect(placed.status).toBe(200);
    const orderId = Number(placed.body.data.order._id);
    const row = await suite.db
      .selectFrom('orders')
      .select(['created_at', 'receipt_sent_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { orderId, createdAt: row.created_at, sentAt: row.receipt_sent_at };
  }

  const forgetSending = (orderId: number) =>
    suite.db.updateTable('orders').set({ receipt_sent_at: null }).where('id', '=', orderId).execute();

  it('records the sending, and a job run again for the order sends nothing', async () => {
    const { orderId, sentAt } = await placedOrder();
    expect(sentAt).toBeInstanceOf(Date);
    const { mailer, sent } = recordingMailer();
    const deps = { db: suite.db, mailer, siteUrl: SITE, log: suite.app.log };
    // Its completion lost to a crash, the job runs again; or a second job for the order.
    expect(await mailOrderReceipt(deps, { orderId, sentRecord: true })).toBe('sent before');
    expect(sent).toEqual([]);
  });

  it('sends every attempt with the same Message-ID, so a duplicate can be dropped by the mail server', async () => {
    const { orderId, createdAt } = await placedOrder();
    const { mailer, sent } = recordingMailer();
    const deps = { db: suite.db, mailer, siteUrl: SITE, log: suite.app.log };
    // The window that is left: killed after the transport took the mail, before the record was written.
    await forgetSending(orderId);
    expect(await mailOrderReceipt(deps, { orderId, sentRecord: true })).toBe('sent');
    await forgetSending(orderId);
    expect(await mailOrderReceipt(deps, { orderId, sentRecord: true })).toBe('sent');
    const expected = `<receipt.order-${orderId}.${createdAt.getTime()}@plans.example.com>`;
    expect(receiptMessageId(orderId, createdAt, SITE)).toBe(expected);
    expect(sent.map((message) => message.messageId)).toEqual([expected, expected]);
    expect(sent[0]?.subject).toBe(`Your House Plans receipt for order ${orderId}`);
  });

  it('records nothing when the mail server refuses the mail, so the next attempt sends it', async () => {
    const { orderId } = await placedOrder();
    await forgetSending(orderId);
    const { mailer, sent, state } = recordingMailer();
    const deps = { db: suite.db, mailer, siteUrl: SITE, log: suite.app.log };
    state.down = true;
    await expect(mailOrderReceipt(deps, { orderId, sentRecord: true })).rejects.toThrow('the mail server is down');
    const after = await suite.db
      .selectFrom('orders')
      .select('receipt_sent_at')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(after.receipt_sent_at).toBeNull();
    state.down = false;
    expect(await mailOrderReceipt(deps, { orderId, sentRecord: true })).toBe('sent');
    expect(await mailOrderReceipt(deps, { orderId, sentRecord: true })).toBe('sent before');
    expect(sent).toHaveLength(1);
  });

  it('sends a job queued by the version before, which set the record when it claimed the receipt', async () => {
    const { orderId } = await placedOrder();
    const { mailer, sent } = recordingMailer();
    const deps = { db: suite.db, mailer, siteUrl: SITE, log: suite.app.log };
    expect(await mailOrderReceipt(deps, { orderId })).toBe('sent');
    expect(sent).toHaveLength(1);
  });
});
