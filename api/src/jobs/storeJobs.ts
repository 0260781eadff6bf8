import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_SIGN_IN_LIMIT } from '../auth/accountSignInThrottle';
import type { Database } from '../db/databaseSchema';
import type { Mailer } from '../mail/mailer';
import { isOrderReceiptJob, mailOrderReceipt, ORDER_RECEIPT_JOB } from '../orders/orderReceipts';
import type { JobQueue } from './jobQueue';

/**
 * Expired sessions and codes go a day after they ended ("why was I signed out?" keeps an answer that long); wrong
 * passwords once they no longer count towards the per-account throttle (auth/accountSignInThrottle.ts).
 */
export const CLEAN_UP_JOB = 'clean-up';
const CLEAN_UP_EVERY_15_MINUTES = '*/15 * * * *';
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export interface StoreJobsOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

export interface CleanedUp {
  sessions: number;
  codes: number;
  signInFailures: number;
}

/**
 * Deletes sessions and one-time codes that ended more than a day before `now`, and wrong passwords older than the
 * throttle's window: each address's old ones go when it fails again, but an address never tried again (a list of
 * addresses sprayed once) would keep its rows for ever.
 */
export async function cleanUpExpired(db: Kysely<Database>, now = new Date()): Promise<CleanedUp> {
  const longAgo = new Date(now.getTime() - KEEP_ENDED_MS);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', longAgo), eb('revoked_at', '<', longAgo)]))
    .executeTakeFirst();
  const codes = await db.deleteFrom('one_time_codes').where('expires_at', '<', longAgo).executeTakeFirst();
  const signInFailures = await db
    .deleteFrom('sign_in_failures')
    .where('failed_at', '<=', new Date(now.getTime() - ACCOUNT_SIGN_IN_LIMIT.windowMinutes * 60_000))
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    codes: Number(codes.numDeletedRows),
    signInFailures: Number(signInFailures.numDeletedRows),
  };
}

/**
 * The store's once-only work, worked by every API process from one queue: the receipt mailed after a payment
 * (tried again over about an hour when the mail server fails; sent once: docs/decisions/stateless-api.md) and the
 * clean-up of expired sessions, codes and wrong passwords every 15 minutes. Registered before the routes that send jobs.
 */
export async function registerStoreJobs(jobs: JobQueue, { db, mailer, siteUrl, log }: StoreJobsOptions): Promise<void> {
  await jobs.work(ORDER_RECEIPT_JOB, { retryLimit: 6, retryDelaySeconds: 60 }, async (data) => {
    if (!isOrderReceiptJob(data)) throw new Error('An order receipt job without an order id');
    await mailOrderReceipt({ db, mailer, siteUrl, log }, data);
  });
  await jobs.work(CLEAN_UP_JOB, { retryLimit: 2, retryDelaySeconds: 60 }, async () => {
    const cleaned = await cleanUpExpired(db);
    if (cleaned.sessions + cleaned.codes + cleaned.signInFailures > 0) {
      log.info(cleaned, 'deleted expired sessions, codes and wrong passwords');
    }
  });
  await jobs.schedule(CLEAN_UP_JOB, CLEAN_UP_EVERY_15_MINUTES);
}
