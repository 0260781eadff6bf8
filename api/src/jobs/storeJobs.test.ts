import type { DatabaseHandle } from '../db/openDatabase';
import { openMigratedDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { cleanUpExpired } from './storeJobs';

const HOUR = 60 * 60 * 1000;

describe.each(TEST_DATABASES)('the clean-up job on %s', (_name, database) => {
  let handle: DatabaseHandle;

  beforeEach(async () => {
    handle = await openMigratedDatabase(database);
  });

  afterEach(async () => {
    await handle.close();
  });

  it('deletes sessions and codes that ended more than a day ago and wrong passwords that no longer count, and keeps the rest', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
    const later = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const { id: userId } = await handle.db
      .insertInto('users')
      .values({ email: 'kept@houseplans.example', password_hash: null, profile_photo: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const session = (token: string, expires: Date, revoked: Date | null) => ({
      token_hash: token,
      user_id: userId,
      last_seen_at: ago(30),
      expires_at: expires,
      revoked_at: revoked,
    });
    await handle.db
      .insertInto('sessions')
      .values([
        session('expired two days ago', ago(48), null),
        session('revoked two days ago', later(5), ago(48)),
        session('expired an hour ago', ago(1), null),
        session('revoked an hour ago', later(5), ago(1)),
        session('live', later(5), null),
      ])
      .execute();
    const code = (hash: string, expires: Date) => ({
      code_hash: hash,
      purpose: 'sign_in' as const,
      user_id: userId,
      email: 'kept@houseplans.example',
      expires_at: expires,
    });
    await handle.db
      .insertInto('one_time_codes')
      .values([code('expired two days ago', ago(48)), code('expired an hour ago', ago(1)), code('live', later(1))])
      .execute();

    // Wrong passwords count for 15 minutes (auth/accountSignInThrottle.ts): older ones count for nothing.
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await handle.db
      .insertInto('sign_in_failures')
      .values([
        { email: 'kept@houseplans.example', failed_at: minutesAgo(60 * 24 * 30) },
        { email: 'sprayed-once@houseplans.example', failed_at: minutesAgo(16) },
        { email: 'sprayed-once@houseplans.example', failed_at: minutesAgo(15) },
        { email: 'kept@houseplans.example', failed_at: minutesAgo(14) },
        { email: 'kept@houseplans.example', failed_at: minutesAgo(1) },
      ])
      .execute();

    expect(await cleanUpExpired(handle.db, now)).toEqual({ sessions: 2, codes: 1, signInFailures: 3 });
    const sessions = await handle.db.selectFrom('sessions').select('token_hash').orderBy('token_hash').execute();
    expect(sessions.map((row) => row.token_hash)).toEqual(['expired an hour ago', 'live', 'revoked an hour ago']);
    const codes = await handle.db.selectFrom('one_time_codes').select('code_hash').orderBy('code_hash').execute();
    expect(codes.map((row) => row.code_hash)).toEqual(['expired an hour ago', 'live']);
    const failures = await handle.db.selectFrom('sign_in_failures').select('failed_at').orderBy('failed_at').execute();
    expect(failures.map((row) => row.failed_at.getTime())).toEqual([minutesAgo(14).getTime(), minutesAgo(1).getTime()]);
  });
});
