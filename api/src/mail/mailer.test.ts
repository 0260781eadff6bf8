import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import { STORE_CONTACT } from 'contracts/src/business/storeContact';
import type { OutboxMessage } from 'contracts/src/mail/outbox';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { PGLITE_TEST_DATABASE } from '../testing/testDatabases';
import { isLoopbackAddress } from './loopbackAddress';
import { mailer, stableMessageId, STORE_INBOX_REFUSED_MESSAGE } from './mailer';

type Outbox = ApiEnvelope<OutboxMessage[]>;

const outboxOf = (address: string) => `/api/dev/outbox?to=${encodeURIComponent(address)}`;

describe('development outbox', () => {
  const suite = appSuite(PGLITE_TEST_DATABASE, {
    buildApp: async (db) => {
      const app = await buildTestApp(db);
      await app.ready();
      return app;
    },
  });

  it("lists the messages sent to a shopper's address, newest first, whatever the case of the address", async () => {
    await suite.app.mailer.send({ to: 'Ann@houseplans.example', subject: 'First', text: 'one' });
    await suite.app.mailer.send({ to: 'bob@houseplans.example', subject: 'Other', text: 'not for Ann' });
    await suite.app.mailer.send({ to: 'ann@houseplans.example', subject: 'Second', text: 'two' });
    const response = await suite.app.inject({
      method: 'GET',
      url: outboxOf('ANN@houseplans.example'),
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Outbox>().data.map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: 'Second', text: 'two' },
      { subject: 'First', text: 'one' },
    ]);
  });

  it('shows each message as its subject, text and time of sending, nothing more', async () => {
    await suite.app.mailer.send({ to: 'cal@houseplans.example', subject: 'Your code', text: '246810' });
    const response = await suite.app.inject({
      method: 'GET',
      url: outboxOf('cal@houseplans.example'),
      remoteAddress: '127.0.0.1',
    });
    const [message] = response.json<Outbox>().data;
    expect(message).toEqual({ subject: 'Your code', text: '246810', sentAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(message?.sentAt ?? ''))).toBe(false);
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a client on the loopback interface (%s)',
    async (remoteAddress) => {
      await suite.app.mailer.send({ to: 'local@houseplans.example', subject: 'Your code', text: '123456' });
      const response = await suite.app.inject({
        method: 'GET',
        url: outboxOf('local@houseplans.example'),
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<Outbox>().data[0]?.text).toBe('123456');
    },
  );

  it.each(['192.0.2.10', '10.0.0.1', '::ffff:192.0.2.10', '2001:db8::1', '128.0.0.1'])(
    'is not there for any other client (%s): the same 404 as an unknown address, even with a bad query',
    async (remoteAddress) => {
      await suite.app.mailer.send({ to: 'victim@houseplans.example', subject: 'Your code', text: '654321' });
      for (const url of [outboxOf('victim@houseplans.example'), '/api/dev/outbox', '/api/dev/outbox?to=x']) {
        const response = await suite.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.json<ApiErrorBody>()).toEqual({
          status: 404,
          message: 'No such endpoint: GET /api/dev/outbox',
        });
        expect(response.statusCode).toBe(404);
      }
    },
  );

  it("never shows the store's own inbox, however the address is written", async () => {
    await suite.app.mailer.send({
      to: STORE_CONTACT.email.label,
      subject: 'Contact form: my address',
      text: 'Ann, 12 Elm St',
    });
    for (const address of [STORE_CONTACT.email.label, ` ${STORE_CONTACT.email.label.toUpperCase()} `]) {
      const response = await suite.app.inject({ method: 'GET', url: outboxOf(address), remoteAddress: '127.0.0.1' });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>()).toEqual({ status: 403, message: STORE_INBOX_REFUSED_MESSAGE });
      expect(response.body).not.toContain('12 Elm St');
    }
  });

  it('requires the address', async () => {
    expect(
      (await suite.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(400);
  });
});

describe('development outbox behind a trusted proxy (TRUST_PROXY)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // A proxy on this machine forwards everyone: the client it names is the one judged, not the proxy.
    app = Fastify({ trustProxy: ['127.0.0.1'] });
    await app.register(mailer, { transport: 'dev-outbox' });
    await app.ready();
    await app.mailer.send({ to: 'ann@houseplans.example', subject: 'Your code', text: '112233' });
  });

  afterAll(() => app.close());

  const throughProxy = (client: string) =>
    app.inject({
      method: 'GET',
      url: outboxOf('ann@houseplans.example'),
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it('refuses an outside client the proxy forwards', async () => {
    const response = await throughProxy('203.0.113.5');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('112233');
  });

  it("answers a client on the proxy's own machine", async () => {
    expect((await throughProxy('127.0.0.1')).statusCode).toBe(200);
  });
});

describe('mail over SMTP', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    // Nothing is sent in this test: the transport connects only when a message goes out.
    await app.register(mailer, { transport: 'smtp', smtpUrl: 'smtp://127.0.0.1:1' });
    await app.ready();
  });

  afterAll(() => app.close());

  it('has no development outbox, not even for a client on this machine', async () => {
    const response = await app.inject({
      method: 'GET',
      url: outboxOf('ann@houseplans.example'),
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['::ffff:10.0.0.1', false],
    ['1127.0.0.1', false],
    ['127.0.0.1.example', false],
    ['fe80::1', false],
  ])('%s: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('stable Message-IDs', () => {
  it("are made of the key and the store's host name, the same every time, with only the characters allowed", () => {
    expect(stableMessageId('receipt.order-12.1764300000000', 'https://plans.example.com/shop')).toBe(
      '<receipt.order-12.1764300000000@plans.example.com>',
    );
    expect(stableMessageId('alert search 7 <x>', 'http://localhost:3000')).toBe('<alert-search-7--x-@localhost>');
  });
});
