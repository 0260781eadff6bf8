import { Writable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import { licenceLine } from 'contracts/src/delivery/planLicence';
import { buildApp } from '../app';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { createSession, hashToken } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';
import { requestLogFields } from '../http/requestLogFields';
import { readPdf } from '../plan-documents/testing/readPdf';
import { appSuite } from '../testing/appSuite';
import { checkoutSuite, newShopper, type ApiCall } from '../testing/checkoutFixture';
import { TEST_REMOTES, TEST_SCRYPT_COST } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { DOWNLOAD_LINKS_PER_ORDER_PER_HOUR, issueDownloadLink } from './downloadLinks';
import {
  BILLING_NAME,
  bytesOf,
  callerOf,
  download,
  linkPathsIn,
  mailsTo,
  newClientAddress,
  ownerUrl,
  paidOrder,
  tokenOf,
  unpaidOrder,
} from './testing/deliveryFixture';

const NOT_FOUND = { status: 404, message: DELIVERY_MESSAGES.notFound };
const isReceipt = (subject: string) => /receipt/i.test(subject);
const isLinkMail = (subject: string) => subject.startsWith('Your plans are ready to download');

const linkOf = (token: string, lineId: string, kind = 'plan_set_pdf') =>
  `/api/user/downloads/${token}/lines/${lineId}/documents/${kind}`;

/** Everything the store stored or answered that could hold a token in clear. */
async function storedText(db: Kysely<Database>): Promise<string> {
  const [links, downloads] = await Promise.all([
    db.selectFrom('download_links').selectAll().execute(),
    db.selectFrom('downloads').selectAll().execute(),
  ]);
  return JSON.stringify({ links, downloads });
}

describe.each(TEST_DATABASES)('mailed download links (%s)', (_name, database) => {
  const suite = checkoutSuite(database);
  const call: ApiCall = (...args) => callerOf(suite.app)(...args);

  /** A paid PDF Set order, and the link its receipt carries. */
  async function paidWithReceiptLink(line: Parameters<typeof paidOrder>[2] = {}) {
    const order = await paidOrder(suite.db, call, line);
    const receipts = (await mailsTo(suite.app, order.email)).filter((mail) => isReceipt(mail.subject));
    expect(receipts).toHaveLength(1);
    const links = linkPathsIn(receipts[0]?.text ?? '');
    return { ...order, links, receipt: receipts[0]?.text ?? '' };
  }

  const requestLink = (orderId: string, token: string | null) =>
    suite.app.inject({
      method: 'POST',
      url: `/api/user/orders/${orderId}/download-link`,
      remoteAddress: newClientAddress(),
      headers: token === null ? {} : { token },
    });

  it("puts a link to each file in the receipt, which downloads it without signing in, logged as the link's", async () => {
    const order = await paidWithReceiptLink({ planSet: 1, options: [2] });
    expect(order.links).toEqual([
      linkOf(tokenOf(order.links[0] ?? ''), order.lineId, 'plan_set_pdf'),
      linkOf(tokenOf(order.links[0] ?? ''), order.lineId, 'materials_pdf'),
    ]);
    expect(order.receipt).toContain(`- PDF Set, `);
    expect(order.receipt).toContain('(7 days)');

    const response = await download(suite.app, order.links[0] ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="plan-.+-pdf-set\.pdf"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = await readPdf(bytesOf(response));
    expect(pdf.pages[0]).toContain(`Plan #${order.planNumber}`);
    expect(pdf.pages[0]).toContain(licenceLine({ buyerName: BILLING_NAME, orderNumber: Number(order.orderId) }));

    // The owner gets the same stored file.
    const owned = await download(suite.app, ownerUrl(order), order.token);
    expect(bytesOf(owned).equals(bytesOf(response))).toBe(true);
    const log = await suite.db
      .selectFrom('downloads')
      .select(['user_id', 'download_link_id'])
      .where('order_id', '=', Number(order.orderId))
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { user_id: null, download_link_id: expect.any(Number) },
      { user_id: order.userId, download_link_id: null },
    ]);
  });

  it('keeps only the hash of a token, and never lists it anywhere', async () => {
    const order = await paidWithReceiptLink();
    const token = tokenOf(order.links[0] ?? '');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [link] = await suite.db
      .selectFrom('download_links')
      .selectAll()
      .where('order_id', '=', Number(order.orderId))
      .execute();
    expect(link?.token_hash).toBe(hashToken(token));
    await download(suite.app, order.links[0] ?? '');
    expect(await storedText(suite.db)).not.toContain(token);
    const orders = await suite.app.inject({ method: 'GET', url: '/api/user/orders', headers: { token: order.token } });
    expect(orders.body).not.toContain(token);
  });

  it('puts no link in the receipt of an order with nothing to download now', async () => {
    const printed = await paidWithReceiptLink({ planSet: 2 });
    expect(printed.links).toEqual([]);
    expect(printed.receipt).not.toContain('/api/user/downloads/');
  });

  it('serves only the files of the order it was made for', async () => {
    const first = await paidWithReceiptLink();
    const second = await paidOrder(suite.db, call);
    const token = tokenOf(first.links[0] ?? '');
    for (const url of [
      linkOf(token, second.lineId),
      linkOf(token, first.lineId, 'cad_zip'),
      linkOf(token, first.lineId, 'cost_report_pdf'),
    ]) {
      const response = await download(suite.app, url);
      expect([url.replace(token, 'TOKEN'), response.statusCode, response.json()]).toEqual([
        url.replace(token, 'TOKEN'),
        404,
        NOT_FOUND,
      ]);
    }
    // It is no session: it signs no one in.
    const asSession = await suite.app.inject({ method: 'GET', url: '/api/user/orders', headers: { token } });
    expect(asSession.statusCode).toBe(401);
    expect((await download(suite.app, ownerUrl(first), token)).statusCode).toBe(401);
    // And a session token is no link.
    const session = await createSession(suite.db, first.userId);
    expect((await download(suite.app, linkOf(session, first.lineId))).json()).toEqual(NOT_FOUND);
  });

  it.each([
    // Made 8 days ago: its 7 days ended yesterday.
    ['expired', sql`created_at = now() - interval '8 days', expires_at = now() - interval '1 day'`],
    ['revoked', sql`revoked_at = now()`],
  ])('answers 404 once the link is %s', async (_label, change) => {
    const order = await paidWithReceiptLink();
    const link = order.links[0] ?? '';
    expect((await download(suite.app, link)).statusCode).toBe(200);
    await sql`update download_links set ${change} where token_hash = ${hashToken(tokenOf(link))}`.execute(suite.db);
    const after = await download(suite.app, link);
    expect([after.statusCode, after.json()]).toEqual([404, NOT_FOUND]);
    // The owner still downloads in My Orders.
    expect((await download(suite.app, ownerUrl(order), order.token)).statusCode).toBe(200);
  });

  it('works for 7 days: it expires 7 days after it was made', async () => {
    const order = await paidWithReceiptLink();
    const link = await suite.db
      .selectFrom('download_links')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', hashToken(tokenOf(order.links[0] ?? '')))
      .executeTakeFirstOrThrow();
    expect(new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()).toBe(7 * 86_400_000);
  });

  it('answers 404 once the order is refunded, also to a live link', async () => {
    const order = await paidWithReceiptLink();
    await suite.db
      .updateTable('orders')
      .set({ status: 7, refunded_at: new Date() })
      .where('id', '=', Number(order.orderId))
      .execute();
    const response = await download(suite.app, order.links[0] ?? '');
    expect([response.statusCode, response.json()]).toEqual([404, NOT_FOUND]);
  });

  it('mails a fresh link on request, says only that it was sent, and retires the links sent before', async () => {
    const order = await paidWithReceiptLink();
    const answer = await requestLink(order.orderId, order.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 200, message: DELIVERY_MESSAGES.linkSent, data: null });

    const mails = (await mailsTo(suite.app, order.email)).filter((mail) => isLinkMail(mail.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your plans are ready to download: order ${order.orderId}`]);
    const [fresh] = linkPathsIn(mails[0]?.text ?? '');
    expect(answer.body).not.toContain(tokenOf(fresh ?? ''));
    expect((await download(suite.app, fresh ?? '')).statusCode).toBe(200);
    expect((await download(suite.app, order.links[0] ?? '')).json()).toEqual(NOT_FOUND);
  });

  it("refuses a link for what is not the shopper's paid digital order, and mails nothing", async () => {
    const paid = await paidWithReceiptLink();
    const unpaid = await unpaidOrder(suite.db, call);
    const printed = await paidOrder(suite.db, call, { planSet: 2 });
    const intruder = await newShopper(suite.db);
    const refusals: Array<[string, string | null, number, string]> = [
      [paid.orderId, intruder.token, 404, DELIVERY_MESSAGES.nothingToSend],
      [paid.orderId, null, 401, LOGIN_REQUIRED_MESSAGE],
      [unpaid.orderId, unpaid.token, 404, DELIVERY_MESSAGES.nothingToSend],
      [printed.orderId, printed.token, 404, DELIVERY_MESSAGES.nothingToSend],
      ['999999', paid.token, 404, DELIVERY_MESSAGES.nothingToSend],
    ];
    for (const [orderId, token, status, message] of refusals) {
      const answer = await requestLink(orderId, token);
      expect([orderId, answer.statusCode, answer.json()]).toEqual([orderId, status, { status, message }]);
    }
    for (const email of [paid.email, unpaid.email, printed.email]) {
      expect((await mailsTo(suite.app, email)).filter((mail) => isLinkMail(mail.subject))).toEqual([]);
    }
  });

  it(`sends at most ${DOWNLOAD_LINKS_PER_ORDER_PER_HOUR} links an hour for one order, the receipt's included`, async () => {
    const order = await paidWithReceiptLink();
    for (let sent = 1; sent < DOWNLOAD_LINKS_PER_ORDER_PER_HOUR; sent += 1) {
      expect((await requestLink(order.orderId, order.token)).statusCode).toBe(200);
    }
    const refused = await requestLink(order.orderId, order.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ status: 429, message: DELIVERY_MESSAGES.tooManyLinks });
    expect(refused.headers['retry-after']).toBe('3600');
    const mails = (await mailsTo(suite.app, order.email)).filter((mail) => isLinkMail(mail.subject));
    expect(mails).toHaveLength(DOWNLOAD_LINKS_PER_ORDER_PER_HOUR - 1);
    // The newest link still works.
    expect((await download(suite.app, linkPathsIn(mails[0]?.text ?? '')[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses a malformed token with 400 and a path past the file without echoing the token', async () => {
    const order = await paidWithReceiptLink();
    const token = tokenOf(order.links[0] ?? '');
    const short = await download(suite.app, linkOf(token.slice(1), order.lineId));
    expect(short.statusCode).toBe(400);
    expect(short.body).not.toContain(token.slice(1));
    const past = await download(suite.app, `${linkOf(token, order.lineId)}/more`);
    expect(past.statusCode).toBe(404);
    expect(past.body).not.toContain(token);
  });
});

describe.each(TEST_DATABASES)('download links in the logs and when mail fails (%s)', (_name, database) => {
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const suite = appSuite(database, {
    plans: 20,
    buildApp: (db) =>
      buildApp({
        db,
        shellDistDir: null,
        remotes: TEST_REMOTES,
        // Nothing listens there: every mail fails, as when the SMTP server is down.
        mail: { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:1' },
        accounts: { passwordCost: TEST_SCRYPT_COST },
        logger: { level: 'debug', stream: logStream, serializers: { req: requestLogFields } },
        requestLogging: true,
      }),
  });
  const call: ApiCall = (...args) => callerOf(suite.app)(...args);

  it('writes no token to the log, whatever the link is asked for', async () => {
    const order = await paidOrder(suite.db, call);
    const link = await issueDownloadLink(suite.db, Number(order.orderId));
    if (link === 'too_many') throw new Error('no link');
    logLines.length = 0;
    expect((await download(suite.app, linkOf(link.token, order.lineId))).statusCode).toBe(200);
    expect((await download(suite.app, linkOf(link.token, order.lineId, 'cad_zip'))).statusCode).toBe(404);
    expect((await download(suite.app, `${linkOf(link.token, order.lineId)}/x`)).statusCode).toBe(404);
    const log = logLines.join('');
    expect(log).toContain('/api/user/downloads/REDACTED/lines/');
    expect(log).not.toContain(link.token);
  });

  it('answers 503 when the mail with a fresh link cannot be sent, and leaves no new link working', async () => {
    const order = await paidOrder(suite.db, call);
    const before = await issueDownloadLink(suite.db, Number(order.orderId));
    if (before === 'too_many') throw new Error('no link');
    const answer = await suite.app.inject({
      method: 'POST',
      url: `/api/user/orders/${order.orderId}/download-link`,
      remoteAddress: newClientAddress(),
      headers: { token: order.token },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 503, message: DELIVERY_MESSAGES.mailFailed });
    const links = await suite.db
      .selectFrom('download_links')
      .select(['id', 'revoked_at'])
      .where('order_id', '=', Number(order.orderId))
      .orderBy('id')
      .execute();
    // The receipt's own try (its mail failed too), the one made above, and the fresh one: only the fresh one ended.
    expect(links.map((link) => link.revoked_at === null)).toEqual([true, true, false]);
    expect((await download(suite.app, linkOf(before.token, order.lineId))).statusCode).toBe(200);
    expect(logLines.join('')).toContain('could not mail a download link');
  });
});
