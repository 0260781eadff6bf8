import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import { licenceLine } from 'contracts/src/delivery/planLicence';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { readPdf } from '../plan-documents/testing/readPdf';
import { checkoutSuite, newShopper, type ApiCall } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import {
  BILLING_NAME,
  bytesOf,
  callerOf,
  download,
  ownerUrl,
  paidOrder,
  TEST_CARD,
  unpaidOrder,
} from './testing/deliveryFixture';

const NOT_FOUND = { status: 404, message: DELIVERY_MESSAGES.notFound };

describe.each(TEST_DATABASES)("a paid order's files, downloaded by their owner (%s)", (_name, database) => {
  const suite = checkoutSuite(database);
  const call: ApiCall = (...args) => callerOf(suite.app)(...args);

  const documentsOf = (lineId: string) =>
    suite.db.selectFrom('order_documents').selectAll().where('order_line_id', '=', Number(lineId)).execute();
  const downloadsOf = (orderId: string) =>
    suite.db.selectFrom('downloads').selectAll().where('order_id', '=', Number(orderId)).execute();

  it("sends the PDF Set as an attachment, with the plan number and the buyer's licence on its pages, and logs it", async () => {
    const order = await paidOrder(suite.db, call);
    const response = await download(suite.app, ownerUrl(order), order.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="plan-${order.planNumber}-pdf-set.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(bytesOf(response).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytesOf(response));
    // The billing name typed at checkout, not the account's profile name.
    const licence = licenceLine({ buyerName: BILLING_NAME, orderNumber: Number(order.orderId) });
    expect(pdf.pageCount).toBeGreaterThanOrEqual(4);
    for (const page of pdf.pages) {
      expect(page).toContain(licence);
      expect(page).toContain(`Plan #${order.planNumber}`);
      expect(page).not.toContain('Test Shopper');
    }
    const log = await downloadsOf(order.orderId);
    expect(log).toEqual([
      expect.objectContaining({
        order_line_id: Number(order.lineId),
        kind: 'plan_set_pdf',
        user_id: order.userId,
        download_link_id: null,
        client_address: expect.stringMatching(/^10\.17\./),
      }),
    ]);
  });

  it('makes the file once and sends the stored one again: a later change of name does not change the licence', async () => {
    const order = await paidOrder(suite.db, call);
    const first = await download(suite.app, ownerUrl(order), order.token);
    await suite.db
      .updateTable('orders')
      .set({ billing_name: 'Someone Else Entirely' })
      .where('id', '=', Number(order.orderId))
      .execute();
    const second = await download(suite.app, ownerUrl(order), order.token);

    expect(second.statusCode).toBe(200);
    expect(bytesOf(second).equals(bytesOf(first))).toBe(true);
    const [cover] = (await readPdf(bytesOf(second))).pages;
    expect(cover).toContain(licenceLine({ buyerName: BILLING_NAME, orderNumber: Number(order.orderId) }));
    expect(cover).not.toContain('Someone Else Entirely');
    expect(await documentsOf(order.lineId)).toHaveLength(1);
    expect(await downloadsOf(order.orderId)).toHaveLength(2);
  });

  it('prices the Cost-to-Build Report in the state the printed sets ship to', async () => {
    const order = await paidOrder(suite.db, call, { planSet: 2, options: [1] });
    const report = await download(suite.app, ownerUrl(order, 'cost_report_pdf'), order.token);
    expect(report.statusCode).toBe(200);
    expect((await readPdf(bytesOf(report))).pages.join(' ')).toContain('in Oregon');
  });

  it('sends the CAD Files as a ZIP, and each add-on bought as its own PDF', async () => {
    const order = await paidOrder(suite.db, call, { planSet: 3, options: [1, 2] });
    const cad = await download(suite.app, ownerUrl(order, 'cad_zip'), order.token);
    expect(cad.statusCode).toBe(200);
    expect(cad.headers['content-type']).toBe('application/zip');
    expect(cad.headers['content-disposition']).toBe(`attachment; filename="plan-${order.planNumber}-cad-files.zip"`);
    expect(bytesOf(cad).subarray(0, 2).toString('latin1')).toBe('PK');

    const report = await download(suite.app, ownerUrl(order, 'cost_report_pdf'), order.token);
    expect(report.statusCode).toBe(200);
    const reportText = (await readPdf(bytesOf(report))).pages.join(' ');
    expect(reportText).toContain('Cost-to-Build Report');
    // A digital order ships nothing, so it has no state: the documented default region.
    expect(reportText).toContain('in Wisconsin');

    const materials = await download(suite.app, ownerUrl(order, 'materials_pdf'), order.token);
    expect(materials.statusCode).toBe(200);
    expect((await readPdf(bytesOf(materials))).pages.join(' ')).toContain('Materials List');
    expect((await downloadsOf(order.orderId)).map((row) => row.kind).sort()).toEqual([
      'cad_zip',
      'cost_report_pdf',
      'materials_pdf',
    ]);
  });

  it("answers 404 for what was not bought: another set, an add-on not chosen, printed sets, another order's line", async () => {
    const order = await paidOrder(suite.db, call);
    const printed = await paidOrder(suite.db, call, { planSet: 2 });
    for (const url of [
      ownerUrl(order, 'cad_zip'),
      ownerUrl(order, 'cost_report_pdf'),
      ownerUrl(order, 'materials_pdf'),
      ownerUrl(printed, 'plan_set_pdf'),
      ownerUrl({ orderId: order.orderId, lineId: printed.lineId }),
      ownerUrl({ orderId: '999999', lineId: order.lineId }),
    ]) {
      const token = url.includes(`/orders/${printed.orderId}/`) ? printed.token : order.token;
      const response = await download(suite.app, url, token);
      expect([url, response.statusCode, response.json()]).toEqual([url, 404, NOT_FOUND]);
    }
    expect(await downloadsOf(order.orderId)).toEqual([]);
    expect(await downloadsOf(printed.orderId)).toEqual([]);
  });

  it('answers another shopper 404, exactly as for a file that does not exist, and a visitor 401', async () => {
    const order = await paidOrder(suite.db, call);
    const intruder = await newShopper(suite.db);
    const theirs = await download(suite.app, ownerUrl(order), intruder.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(NOT_FOUND);
    expect(theirs.body).not.toContain('%PDF');

    const visitor = await download(suite.app, ownerUrl(order));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 401, message: LOGIN_REQUIRED_MESSAGE });
    expect(await downloadsOf(order.orderId)).toEqual([]);
    expect(await documentsOf(order.lineId)).toEqual([]);
  });

  it('answers 404 while the order is unpaid, and once it is paid sends the file', async () => {
    const order = await unpaidOrder(suite.db, call);
    const unpaid = await download(suite.app, ownerUrl(order), order.token);
    expect([unpaid.statusCode, unpaid.json()]).toEqual([404, NOT_FOUND]);
    expect(await documentsOf(order.lineId)).toEqual([]);
    await call('POST', 'pay-test-card', order.token, { intent_id: order.intentId, ...TEST_CARD });
    expect((await download(suite.app, ownerUrl(order), order.token)).statusCode).toBe(200);
  });

  it('answers 404 for a cash-on-delivery order until it is delivered (paid at the door)', async () => {
    const order = await unpaidOrder(suite.db, call);
    await suite.db
      .updateTable('orders')
      .set({ payment_mode: 1, status: 4 })
      .where('id', '=', Number(order.orderId))
      .execute();
    expect((await download(suite.app, ownerUrl(order), order.token)).statusCode).toBe(404);
    await suite.db.updateTable('orders').set({ status: 5 }).where('id', '=', Number(order.orderId)).execute();
    expect((await download(suite.app, ownerUrl(order), order.token)).statusCode).toBe(200);
  });

  it.each([
    ['refunded by staff', 7],
    ['cancelled by the shopper', 8],
    ['replaced by another order', 6],
  ])('answers 404 once the order is %s, though its file was downloaded before', async (_label, status) => {
    const order = await paidOrder(suite.db, call);
    expect((await download(suite.app, ownerUrl(order), order.token)).statusCode).toBe(200);
    await suite.db
      .updateTable('orders')
      .set({ status, refunded_at: status === 6 ? null : new Date() })
      .where('id', '=', Number(order.orderId))
      .execute();
    const after = await download(suite.app, ownerUrl(order), order.token);
    expect([after.statusCode, after.json()]).toEqual([404, NOT_FOUND]);
    expect(await downloadsOf(order.orderId)).toHaveLength(1);
  });

  it('offers no HEAD, which would make and log a file without sending it', async () => {
    const order = await paidOrder(suite.db, call);
    const head = await suite.app.inject({ method: 'HEAD', url: ownerUrl(order), headers: { token: order.token } });
    expect(head.statusCode).toBe(404);
    expect(await downloadsOf(order.orderId)).toEqual([]);
    expect(await documentsOf(order.lineId)).toEqual([]);
  });
});
