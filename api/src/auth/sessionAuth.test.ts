import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import { createUser } from '../accounts/userAccounts';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { signedInUserId } from './sessionAuth';
import { createSession, hashToken, revokeSession, SESSION_IDLE_MS } from './sessionTokens';

describe.each(TEST_DATABASES)('requireUser and identifyUser on %s', (_name, database) => {
  let userId: number;
  const suite = appSuite(database, {
    prepare: async (db) => {
      userId = (await createUser(db, { email: 'ann@houseplans.example', passwordHash: null }))!.id;
    },
    buildApp: async (db) => {
      const app = await buildTestApp(db);
      app.get('/probe/required', { preHandler: app.requireUser }, async (request) => ({
        data: signedInUserId(request),
      }));
      app.get('/probe/optional', { preHandler: app.identifyUser }, async (request) => ({ data: request.userId }));
      return app;
    },
  });

  const call = (url: string, token?: string) =>
    suite.app.inject({ method: 'GET', url, headers: token === undefined ? {} : { token } });

  const expect401 = async (token?: string) => {
    const response = await call('/probe/required', token);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiErrorBody>()).toEqual({ status: 401, message: 'please login to perform this action' });
  };

  it('lets a live session through with its user id', async () => {
    const token = await createSession(suite.db, userId);
    expect((await call('/probe/required', token)).json<ApiEnvelope<number>>().data).toBe(userId);
    expect((await call('/probe/optional', token)).json<ApiEnvelope<number>>().data).toBe(userId);
  });

  it('answers 401 without a token, with an unknown one, a revoked one and an expired one', async () => {
    await expect401();
    await expect401('x'.repeat(43));

    const revoked = await createSession(suite.db, userId);
    await revokeSession(suite.db, revoked);
    await expect401(revoked);

    const expired = await createSession(suite.db, userId, new Date(Date.now() - 13 * 60 * 60 * 1000));
    await expect401(expired);
  });

  it('ends a session idle for 30 minutes and keeps one in use alive', async () => {
    const idle = await createSession(suite.db, userId);
    const active = await createSession(suite.db, userId);
    const longAgo = new Date(Date.now() - SESSION_IDLE_MS - 1000);
    const nearlyIdle = new Date(Date.now() - SESSION_IDLE_MS + 60_000);
    await suite.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo })
      .where('token_hash', '=', hashToken(idle))
      .execute();
    await suite.db
      .updateTable('sessions')
      .set({ last_seen_at: nearlyIdle })
      .where('token_hash', '=', hashToken(active))
      .execute();
    await expect401(idle);
    expect((await call('/probe/required', active)).statusCode).toBe(200);
    const touched = await suite.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(active))
      .executeTakeFirstOrThrow();
    expect(new Date(touched.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it('deletes sessions that ended more than a day ago at the next sign-in, keeping recent ones', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const old = await createSession(suite.db, userId, twoDaysAgo);
    const recent = await createSession(suite.db, userId);
    await revokeSession(suite.db, recent);
    await createSession(suite.db, userId);
    const hashes = (await suite.db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(hashToken(old));
    expect(hashes).toContain(hashToken(recent));
  });

  it('treats a visitor, or a dead token, as a visitor where a session is optional', async () => {
    expect((await call('/probe/optional')).json<ApiEnvelope<null>>().data).toBeNull();
    expect((await call('/probe/optional', 'y'.repeat(43))).json<ApiEnvelope<null>>().data).toBeNull();
  });
});
