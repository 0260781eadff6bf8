import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

type Outbox = ApiEnvelope<Array<{ subject: string; text: string }>>;

describe('development outbox', () => {
  const suite = appSuite(TEST_DATABASES[0]![1], {
    buildApp: async (db) => {
      const app = await buildTestApp(db);
      await app.ready();
      return app;
    },
  });

  it('lists the messages sent to an address, newest first, whatever the case of the address', async () => {
    await suite.app.mailer.send({ to: 'Ann@houseplans.example', subject: 'First', text: 'one' });
    await suite.app.mailer.send({ to: 'bob@houseplans.example', subject: 'Other', text: 'not for Ann' });
    await suite.app.mailer.send({ to: 'ann@houseplans.example', subject: 'Second', text: 'two' });
    const response = await suite.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ANN%40houseplans.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Outbox>().data.map(({ subject, text }) => ({ subject, text }))).toEqual([
      { subject: 'Second', text: 'two' },
      { subject: 'First', text: 'one' },
    ]);
  });

  it('requires the address', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(400);
  });
});
