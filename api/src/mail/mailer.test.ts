import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { migrateToLatest } from '../db/migrateToLatest';
import type { DatabaseHandle } from '../db/openDatabase';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

type Outbox = ApiEnvelope<Array<{ subject: string; text: string }>>;

describe('development outbox', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await TEST_DATABASES[0]![1].open();
    await migrateToLatest(handle.db);
    app = await buildTestApp(handle.db);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('lists the messages sent to an address, newest first, whatever the case of the address', async () => {
    await app.mailer.send({ to: 'Ann@houseplans.example', subject: 'First', text: 'one' });
    await app.mailer.send({ to: 'bob@houseplans.example', subject: 'Other', text: 'not for Ann' });
    await app.mailer.send({ to: 'ann@houseplans.example', subject: 'Second', text: 'two' });
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?to=ANN%40houseplans.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Outbox>().data.map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: 'Second', text: 'two' },
      { subject: 'First', text: 'one' },
    ]);
  });

  it('requires the address', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(400);
  });
});
