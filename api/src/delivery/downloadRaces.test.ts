import { REFUND_MESSAGES } from 'contracts/src/checkout/refunds';
import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import { refundOrder } from '../payments/refundOrder';
import { createTestPaymentProvider } from '../payments/testPaymentProvider';
import { newStaffMember } from '../staff/testing/staffFixture';
import { allAtOnce, checkoutSuite, lockWaiters, type ApiCall } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { waitFor } from '../testing/waitFor';
import { deliveryStarted } from './deliveryStarted';
import { bytesOf, callerOf, download, newClientAddress, ownerUrl, paidOrder } from './testing/deliveryFixture';

describe.each(TEST_DATABASES)('downloads racing each other and refunds (%s)', (_name, database) => {
  const suite = checkoutSuite(database);
  const call: ApiCall = (...args) => callerOf(suite.app)(...args);

  const countOf = async (table: 'order_documents' | 'downloads', column: 'order_line_id' | 'order_id', id: string) => {
    const { count } = await suite.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(column, '=', Number(id))
      .executeTakeFirstOrThrow();
    return Number(count);
  };

  const cancel = (order: { orderId: string; token: string }) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/user/orders/${order.orderId}/cancel`,
      remoteAddress: newClientAddress(),
      headers: { token: order.token },
      payload: {},
    });

  it('makes one stored file when first downloads come together, and sends it to each of them', async () => {
    const order = await paidOrder(suite.db, call);
    const answers = await allAtOnce(
      database,
      suite.db,
      order.orderId,
      () => Array.from({ length: 4 }, () => download(suite.app, ownerUrl(order), order.token)),
      { timeoutMs: 15_000 },
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const [first] = answers;
    for (const answer of answers) expect(bytesOf(answer).equals(bytesOf(first ?? answer))).toBe(true);
    expect(await countOf('order_documents', 'order_line_id', order.lineId)).toBe(1);
    expect(await countOf('downloads', 'order_id', order.orderId)).toBe(4);
  });

  it('refuses a download that waited for a refund in progress: the order is checked in the transaction that serves it', async () => {
    const order = await paidOrder(suite.db, call);
    const staff = await newStaffMember(suite.db);
    const started: { download?: ReturnType<typeof download> } = {};
    await refundOrder(
      suite.db,
      createTestPaymentProvider(suite.db),
      { orderId: Number(order.orderId), requestedBy: { kind: 'staff', staffUserId: staff.userId }, reason: 'Race' },
      {
        // Inside the refund's transaction, the order already marked refunded but not committed: a download starts.
        onRefunded: async () => {
          started.download = download(suite.app, ownerUrl(order), order.token);
          // On PostgreSQL it reads the paid order outside the refund, makes the file, and then waits for the row.
          if (database.name === 'PostgreSQL') {
            await waitFor(async () => (await lockWaiters(suite.db)) >= 1, { timeoutMs: 15_000, what: 'the download' });
          }
        },
      },
    );
    if (!started.download) throw new Error('the download did not start');
    const answer = await started.download;
    expect([answer.statusCode, answer.json()]).toEqual([404, { status: 404, message: DELIVERY_MESSAGES.notFound }]);
    expect(await countOf('downloads', 'order_id', order.orderId)).toBe(0);
    expect(await countOf('order_documents', 'order_line_id', order.lineId)).toBe(0);
  });

  it("refuses the shopper's cancel once a file was downloaded, and a download once the order is cancelled", async () => {
    const downloaded = await paidOrder(suite.db, call);
    expect(await deliveryStarted(suite.db, Number(downloaded.orderId))).toBe(false);
    expect((await download(suite.app, ownerUrl(downloaded), downloaded.token)).statusCode).toBe(200);
    expect(await deliveryStarted(suite.db, Number(downloaded.orderId))).toBe(true);
    const refused = await cancel(downloaded);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      { status: 409, message: REFUND_MESSAGES.deliveryStarted },
    ]);

    const cancelled = await paidOrder(suite.db, call);
    expect((await cancel(cancelled)).statusCode).toBe(200);
    expect((await download(suite.app, ownerUrl(cancelled), cancelled.token)).statusCode).toBe(404);
  });

  it('lets either the download or the cancel win when they come together, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await paidOrder(suite.db, call);
      const [downloaded, cancelled] = await allAtOnce(
        database,
        suite.db,
        order.orderId,
        () => [download(suite.app, ownerUrl(order), order.token), cancel(order)],
        { timeoutMs: 15_000 },
      );
      const outcome = [downloaded?.statusCode, cancelled?.statusCode];
      expect([
        [200, 409],
        [404, 200],
      ]).toContainEqual(outcome);
      expect(await countOf('downloads', 'order_id', order.orderId)).toBe(outcome[0] === 200 ? 1 : 0);
    }
  });
});
