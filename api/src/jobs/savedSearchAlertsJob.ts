import { sendDueAlerts, type SavedSearchAlertOptions } from '../saved-searches/savedSearchAlerts';
import type { JobQueue } from './jobQueue';

/** The saved searches' alert mails (api/src/saved-searches/savedSearchAlerts.ts). */
export const SAVED_SEARCH_ALERTS_JOB = 'saved-search-alerts';
/**
 * Every hour, though a search is mailed at most once a day: each search's mail goes within the hour it is due (a day
 * after its last), and a run that failed or was missed is made up an hour later. The daily limit is kept in the
 * data (each search's `last_alert_at`), not by the schedule.
 */
export const SAVED_SEARCH_ALERTS_CRON = '7 * * * *';

/** Works and schedules the alert job, once across API processes (the database's queue). */
export async function registerSavedSearchAlerts(jobs: JobQueue, options: SavedSearchAlertOptions): Promise<void> {
  await jobs.work(SAVED_SEARCH_ALERTS_JOB, { retryLimit: 2, retryDelaySeconds: 300 }, async () => {
    const mailed = await sendDueAlerts(options);
    if (mailed > 0) options.log.info({ mailed }, 'mailed saved search alerts');
  });
  await jobs.schedule(SAVED_SEARCH_ALERTS_JOB, SAVED_SEARCH_ALERTS_CRON);
}
