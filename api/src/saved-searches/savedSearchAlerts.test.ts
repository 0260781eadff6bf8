import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/databaseSchema';
import type { DatabaseHandle } from '../db/openDatabase';
import type { MailMessage, Mailer } from '../mail/mailer';
import { inlineJobQueue, type JobQueue } from '../jobs/jobQueue';
import {
  registerSavedSearchAlerts,
  SAVED_SEARCH_ALERTS_CRON,
  SAVED_SEARCH_ALERTS_JOB,
} from '../jobs/savedSearchAlertsJob';
import { createSession } from '../auth/sessionTokens';
import { openSeededDatabase, TEST_DATABASES } from '../testing/testDatabases';
import { sendDueAlerts, UNSUBSCRIBE_PATH } from './savedSearchAlerts';
import { newUnsubscribeKey } from './unsubscribeTokens';
import { addPlanLike } from './testing/newPlan';

const HOUR = 60 * 60 * 1000;
const SITE = 'https://plans.example';
// Fastify's own logger, off: the job's log lines are not under test.
const log = Fastify({ logger: false }).log;

function recordingMailer(): Mailer & { sent: MailMessage[]; failNext: boolean } {
  const mailer = {
    sent: [] as MailMessage[],
    failNext: false,
    async send(message: MailMessage) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error('The mail server is down');
      }
      mailer.sent.push(message);
    },
  };
  return mailer;
}

describe.each(TEST_DATABASES)('the saved search alert job on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  let shoppers = 0;
  // The catalogue's plans are older than this; the tests' new plans come after it.
  const start = new Date('2026-11-01T08:00:00Z');
  const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

  beforeAll(async () => {
    handle = await openSeededDatabase(database, 40);
    db = handle.db;
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function planWithBeds(beds: number): Promise<number> {
    const row = await db
      .selectFrom('plans')
      .select('id')
      .where('beds', '=', beds)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A shopper with one search for 3-bedroom plans, saved at `start`. */
  async function searchFor3Beds(alerts = true) {
    shoppers += 1;
    const email = `alerts${shoppers}@alerts.example`;
    const { id: userId } = await db
      .insertInto('users')
      .values({ email, password_hash: null, name: 'Alert' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('saved_searches')
      .values({
        user_id: userId,
        name: `Three beds ${shoppers}`,
        path: '/propertyList',
        query: 'bedrooms=3',
        alerts,
        created_at: start,
        last_opened_at: start,
        alerted_through: start,
        unsubscribe_key: newUnsubscribeKey(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, email, userId };
  }

  /** Only the tests' own searches are due in each run: the others' alerts are switched off between tests. */
  afterEach(async () => {
    await db.updateTable('saved_searches').set({ alerts: false }).execute();
  });

  it('mails once a day at most, and only about plans that match and are new', async () => {
    const mailer = recordingMailer();
    const options = { db, mailer, siteUrl: SITE, log };
    const search = await searchFor3Beds();

    expect(await sendDueAlerts(options, { now: at(1) })).toBe(0);
    // A new plan that does not match sends nothing.
    await addPlanLike(db, await planWithBeds(2), at(2));
    expect(await sendDueAlerts(options, { now: at(3) })).toBe(0);

    const matching = await addPlanLike(db, await planWithBeds(3), at(4));
    expect(await sendDueAlerts(options, { now: at(5) })).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe(search.email);
    expect(mail?.subject).toBe(`New plans for your saved search 'Three beds ${shoppers}'`);
    expect(mail?.text).toContain('1 new plan matches your saved search');
    expect(mail?.text).toContain(`${SITE}/property/${matching}`);
    expect(mail?.text).toContain(`${SITE}/propertyList?bedrooms=3`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(`^<${SITE}${UNSUBSCRIBE_PATH}/${search.id}\\.[A-Za-z0-9_-]{43}>$`),
    );
    expect(mail?.text).toContain(mail?.headers?.['List-Unsubscribe']?.slice(1, -1));

    // Another new plan the same day waits for the next day; the one already mailed is not news then.
    const second = await addPlanLike(db, await planWithBeds(3), at(6));
    expect(await sendDueAlerts(options, { now: at(7) })).toBe(0);
    expect(await sendDueAlerts(options, { now: at(28) })).toBe(0);
    expect(await sendDueAlerts(options, { now: at(29) })).toBe(1);
    expect(mailer.sent[1]?.text).toContain('1 new plan matches');
    expect(mailer.sent[1]?.text).toContain(`/property/${second}`);
    expect(mailer.sent[1]?.text).not.toContain(`/property/${matching}`);
    // Nothing new since: nothing sent, however long after.
    expect(await sendDueAlerts(options, { now: at(100) })).toBe(0);
  });

  it('sends nothing for a search without alerts, or for plans the shopper saw by opening the search', async () => {
    const mailer = recordingMailer();
    const options = { db, mailer, siteUrl: SITE, log };
    const quiet = await searchFor3Beds(false);
    const opened = await searchFor3Beds(true);
    await addPlanLike(db, await planWithBeds(3), at(200));
    await db
      .updateTable('saved_searches')
      .set({ last_opened_at: at(201) })
      .where('id', '=', opened.id)
      .execute();
    expect(await sendDueAlerts(options, { now: at(202) })).toBe(0);
    expect(mailer.sent.map((mail) => mail.to)).not.toContain(quiet.email);
  });

  it('gives a search back when its mail fails, for the next run to send', async () => {
    const mailer = recordingMailer();
    const options = { db, mailer, siteUrl: SITE, log };
    const search = await searchFor3Beds();
    await addPlanLike(db, await planWithBeds(3), at(300));
    mailer.failNext = true;
    expect(await sendDueAlerts(options, { now: at(301) })).toBe(0);
    expect(await sendDueAlerts(options, { now: at(302) })).toBe(1);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([search.email]);
  });

  it('sends one mail when two runs overlap (two API instances, a retried job)', async () => {
    const mailer = recordingMailer();
    const options = { db, mailer, siteUrl: SITE, log };
    await searchFor3Beds();
    await addPlanLike(db, await planWithBeds(3), at(400));
    const runs = await Promise.all([
      sendDueAlerts(options, { now: at(401) }),
      sendDueAlerts(options, { now: at(401) }),
    ]);
    expect(runs.reduce((sum, mailed) => sum + mailed, 0)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('is worked and scheduled every hour from the job queue', async () => {
    const mailer = recordingMailer();
    const scheduled: Array<[string, string]> = [];
    const inline = inlineJobQueue((error) => {
      throw error;
    });
    const jobs: JobQueue = {
      ...inline,
      schedule: async (name, cron) => {
        scheduled.push([name, cron]);
      },
    };
    await registerSavedSearchAlerts(jobs, { db, mailer, siteUrl: SITE, log });
    expect(scheduled).toEqual([[SAVED_SEARCH_ALERTS_JOB, SAVED_SEARCH_ALERTS_CRON]]);
    const search = await searchFor3Beds();
    // Plans added a moment ago: new for a search saved before them.
    await db
      .updateTable('saved_searches')
      .set({ last_opened_at: new Date(Date.now() - 2 * HOUR), alerted_through: new Date(Date.now() - 2 * HOUR) })
      .where('id', '=', search.id)
      .execute();
    await addPlanLike(db, await planWithBeds(3), new Date(Date.now() - HOUR));
    await jobs.send(SAVED_SEARCH_ALERTS_JOB, {});
    expect(mailer.sent.map((mail) => mail.to)).toEqual([search.email]);
    // The session token is nowhere in the mail: the link carries its own token.
    const token = await createSession(db, search.userId);
    expect(mailer.sent[0]?.text).not.toContain(token);
  });
});
