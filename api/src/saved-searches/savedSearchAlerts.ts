import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { formatPrice, type PlanSummary } from 'contracts/src/catalog/plan';
import { SAVED_SEARCH_ALERT_INTERVAL_MS, savedSearchHref } from 'contracts/src/saved-searches/savedSearches';
import type { Database } from '../db/databaseSchema';
import type { Mailer, MailMessage } from '../mail/mailer';
import { countNewMatches, newestNewMatches } from './savedSearchMatches';
import { unsubscribeToken } from './unsubscribeTokens';

/** Where the unsubscribe link points, under the store's public address (the API shares the shell's origin). */
export const UNSUBSCRIBE_PATH = '/api/user/saved-searches/unsubscribe';
/** Plans an alert names; the link shows them all. */
const PLANS_NAMED = 5;
/** Searches read at a time by a run. */
const BATCH = 200;

export interface SavedSearchAlertOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

export interface AlertRun {
  /** The run's moment (tests move it). */
  now?: Date;
  /** Count plans added after this as new, whatever each search has seen (the development trigger only). */
  newSince?: Date;
}

interface AlertedSearch {
  id: number;
  name: string;
  path: string;
  query: string;
  unsubscribe_key: Buffer;
}

export function unsubscribeUrl(siteUrl: string, search: Pick<AlertedSearch, 'id' | 'unsubscribe_key'>): string {
  return new URL(`${UNSUBSCRIBE_PATH}/${unsubscribeToken(search.id, search.unsubscribe_key)}`, siteUrl).toString();
}

/**
 * The alert: how many new plans match, the newest few with their links, the list itself, My Account's saved searches,
 * and the way out. The unsubscribe link is also in the headers for the mail client's own button, one click with
 * RFC 8058's List-Unsubscribe-Post (the client POSTs it; nobody has to open a page).
 */
export function alertMail(
  to: string,
  search: AlertedSearch,
  count: number,
  plans: readonly PlanSummary[],
  siteUrl: string,
): MailMessage {
  const unsubscribe = unsubscribeUrl(siteUrl, search);
  const plural = count === 1 ? 'plan matches' : 'plans match';
  return {
    to,
    subject: `New plans for your saved search '${search.name}'`,
    text: [
      `${count} new ${plural} your saved search '${search.name}'.`,
      '',
      ...plans.map(
        (plan) =>
          `- ${plan.name} (#${plan.plan_number ?? 'N/A'}), ${formatPrice(plan.price)}: ${new URL(`/property/${plan._id}`, siteUrl).toString()}`,
      ),
      ...(count > plans.length ? [`...and ${count - plans.length} more.`] : []),
      '',
      `See every plan of this search: ${new URL(savedSearchHref(search), siteUrl).toString()}`,
      `Your saved searches: ${new URL('/myaccount?tab=searches', siteUrl).toString()}`,
      '',
      'You get this e-mail because you asked for alerts on this search, at most one a day.',
      `Stop these e-mails (one click): ${unsubscribe}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One run of the alert job: every search with alerts on whose last mail is a day old (or that never had one), and
 * that new plans match, is mailed once. "New": added to the catalogue after the search was last opened and after
 * the plans of its last mail. A search is claimed (its `last_alert_at` set) before its mail goes, by a conditional
 * update, so two runs at once (two API instances, a retried job) cannot both send it; a mail that fails gives the
 * claim back for the next run. Answers how many mails went.
 */
export async function sendDueAlerts(options: SavedSearchAlertOptions, run: AlertRun = {}): Promise<number> {
  const { db } = options;
  const now = run.now ?? new Date();
  const dueBefore = new Date(now.getTime() - SAVED_SEARCH_ALERT_INTERVAL_MS);
  let mailed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .selectFrom('saved_searches')
      .innerJoin('users', 'users.id', 'saved_searches.user_id')
      .select([
        'saved_searches.id',
        'saved_searches.name',
        'saved_searches.path',
        'saved_searches.query',
        'saved_searches.unsubscribe_key',
        'saved_searches.last_opened_at',
        'saved_searches.alerted_through',
        'saved_searches.last_alert_at',
        'users.email',
      ])
      .where('saved_searches.alerts', '=', true)
      .where((eb) =>
        eb.or([eb('saved_searches.last_alert_at', 'is', null), eb('saved_searches.last_alert_at', '<=', dueBefore)]),
      )
      .where('saved_searches.id', '>', afterId)
      .orderBy('saved_searches.id')
      .limit(BATCH)
      .execute();
    for (const search of batch) {
      const seen = search.alerted_through > search.last_opened_at ? search.alerted_through : search.last_opened_at;
      const since = run.newSince ?? seen;
      const count = await countNewMatches(db, search, since, now);
      if (count === 0) continue;
      const claimed = await db
        .updateTable('saved_searches')
        .set({ last_alert_at: now })
        .where('id', '=', search.id)
        .where('alerts', '=', true)
        .where((eb) => eb.or([eb('last_alert_at', 'is', null), eb('last_alert_at', '<=', dueBefore)]))
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) continue;
      try {
        const plans = await newestNewMatches(db, search, since, now, PLANS_NAMED);
        await options.mailer.send(alertMail(search.email, search, count, plans, options.siteUrl));
      } catch (error) {
        await db
          .updateTable('saved_searches')
          .set({ last_alert_at: search.last_alert_at })
          .where('id', '=', search.id)
          .where('last_alert_at', '=', now)
          .execute();
        options.log.error({ err: error, savedSearch: search.id }, 'a saved search alert could not be sent');
        continue;
      }
      // The plans of this mail are not news tomorrow.
      await db.updateTable('saved_searches').set({ alerted_through: now }).where('id', '=', search.id).execute();
      mailed += 1;
    }
    const last = batch[batch.length - 1];
    if (batch.length < BATCH || last === undefined) break;
    afterId = last.id;
  }
  return mailed;
}
