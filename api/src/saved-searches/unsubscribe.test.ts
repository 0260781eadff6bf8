import type { ApiEnvelope } from 'contracts/src/api/envelope';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import type { SavedSearch } from 'contracts/src/saved-searches/savedSearches';
import { redactUrl } from '../http/requestLogFields';
import { appSuite } from '../testing/appSuite';
import { apiCaller, newShopper } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { DEV_ALERTS_PATH } from './savedSearchApi';
import { UNSUBSCRIBE_PATH, unsubscribeUrl } from './savedSearchAlerts';

const ONE_CLICK = 'List-Unsubscribe=One-Click';

describe.each(TEST_DATABASES)('unsubscribing from a saved search alert on %s', (_name, database) => {
  const suite = appSuite(database, { plans: 30 });

  async function searchWithAlerts(name = 'Lake cottages') {
    const shopper = await newShopper(suite.db);
    const saved = await apiCaller(suite.app)<SavedSearch>('POST', 'saved-searches', shopper.token, {
      name,
      path: '/propertyList',
      query: 'bedrooms=3',
      alerts: true,
    });
    expect(saved.status).toBe(200);
    const row = await suite.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', Number(saved.body.data._id))
      .executeTakeFirstOrThrow();
    const url = new URL(unsubscribeUrl('http://localhost', row));
    return { ...shopper, row, path: url.pathname, linkToken: url.pathname.split('/').pop() ?? '' };
  }

  const alertsOf = async (id: number) =>
    (await suite.db.selectFrom('saved_searches').select('alerts').where('id', '=', id).executeTakeFirstOrThrow())
      .alerts;

  it('shows a confirmation page on GET and changes nothing (link scanners open links)', async () => {
    const search = await searchWithAlerts('<b>Cottages</b>');
    const page = await suite.app.inject({ method: 'GET', url: search.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Stop these e-mails?');
    expect(page.body).toContain('&#60;b&#62;Cottages&#60;/b&#62;');
    expect(page.body).toContain('<form method="post" action="">');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await alertsOf(search.row.id)).toBe(true);
    // The token is in the path, and out of the request logs.
    expect(redactUrl(search.path)).toBe(`${UNSUBSCRIBE_PATH}/REDACTED`);
  });

  it.each([
    ['form-encoded (RFC 8058, and the page’s button)', 'application/x-www-form-urlencoded', ONE_CLICK],
    [
      'multipart',
      'multipart/form-data; boundary=b0undary',
      `--b0undary\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b0undary--\r\n`,
    ],
  ])('switches the alert off with one POST, %s, without signing in', async (_kind, contentType, payload) => {
    const search = await searchWithAlerts();
    const answer = await suite.app.inject({
      method: 'POST',
      url: search.path,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Unsubscribed');
    expect(await alertsOf(search.row.id)).toBe(false);
    // The search stays, and a second click is fine.
    const again = await suite.app.inject({ method: 'GET', url: search.path });
    expect(again.body).toContain('Already unsubscribed');
  });

  it('refuses a token that is changed, of another search, the session token, or of a deleted search', async () => {
    const search = await searchWithAlerts();
    const other = await searchWithAlerts('Other');
    const [id, signature = ''] = search.linkToken.split('.');
    const [, otherSignature = ''] = other.linkToken.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const post = (token: string, headers: Record<string, string> = {}) =>
      suite.app.inject({
        method: 'POST',
        url: `${UNSUBSCRIBE_PATH}/${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: ONE_CLICK,
      });
    for (const token of [
      `${id}.${flipped}`,
      `${id}.${otherSignature}`,
      `${other.row.id}.${signature}`,
      search.linkToken.slice(0, -1),
      `2147483647.${signature}`,
      // The shopper's session token signs them in, and does nothing else: it unsubscribes nobody.
      search.token,
      `${id}.${search.token}`,
    ]) {
      expect({ token, status: (await post(token)).statusCode }).toEqual({ token, status: 404 });
    }
    // Nor does a session sent with a bad link.
    expect((await post(`${id}.${flipped}`, { token: search.token })).statusCode).toBe(404);
    expect(await alertsOf(search.row.id)).toBe(true);
    expect(await alertsOf(other.row.id)).toBe(true);

    expect((await apiCaller(suite.app)('DELETE', `saved-searches/${search.row.id}`, search.token)).status).toBe(200);
    // A person's browser is told on a page; anything else gets the API's error envelope.
    const gone = await suite.app.inject({ method: 'GET', url: search.path, headers: { accept: 'text/html' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('This unsubscribe link is not valid');
    const goneForScripts = await suite.app.inject({ method: 'GET', url: search.path });
    expect(goneForScripts.json()).toEqual({ status: 404, message: 'This unsubscribe link is not valid.' });
  });

  it('sends the alert from the development trigger to the outbox, with the unsubscribe headers, once a day', async () => {
    const search = await searchWithAlerts('Dev trigger');
    const run = () =>
      suite.app.inject({ method: 'POST', url: DEV_ALERTS_PATH, payload: { new_since: '2000-01-01T00:00:00Z' } });
    const first = await run();
    expect(first.statusCode).toBe(200);
    expect(first.json<ApiEnvelope<{ mailed: number }>>().data.mailed).toBeGreaterThanOrEqual(1);
    expect((await run()).json<ApiEnvelope<{ mailed: number }>>().data.mailed).toBe(0);

    const email = (
      await suite.db.selectFrom('users').select('email').where('id', '=', search.userId).executeTakeFirstOrThrow()
    ).email;
    const outbox = await suite.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const mails = outbox.json<ApiEnvelope<OutboxMessage[]>>().data;
    expect(mails.map((mail) => mail.subject)).toEqual(["New plans for your saved search 'Dev trigger'"]);
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe(ONE_CLICK);

    const fromAfar = await suite.app.inject({
      method: 'POST',
      url: DEV_ALERTS_PATH,
      remoteAddress: '203.0.113.9',
      payload: { new_since: '2000-01-01T00:00:00Z' },
    });
    expect(fromAfar.statusCode).toBe(404);
    const badDate = await suite.app.inject({ method: 'POST', url: DEV_ALERTS_PATH, payload: { new_since: 'soon' } });
    expect(badDate.statusCode).toBe(400);
  });
});
