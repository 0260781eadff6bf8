import type { Kysely } from 'kysely';
import type { Order } from 'contracts/src/checkout/order';
import { DELIVERY_MESSAGES, filesDeliverable } from 'contracts/src/delivery/orderDocuments';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import type { Mailer } from '../mail/mailer';
import { findOrder } from '../orders/orderStore';
import { downloadSection, downloadLinkMail, filesOfOrder } from './downloadMail';
import {
  downloadLinkUrl,
  issueDownloadLink,
  revokeDownloadLink,
  revokeDownloadLinks,
  type IssuedDownloadLink,
} from './downloadLinks';

/** The mail with a fresh link could not be sent: the link is revoked, nothing changed. `cause` is for the log only. */
export class DownloadMailFailedError extends HttpError {
  constructor(cause: unknown) {
    super(503, DELIVERY_MESSAGES.mailFailed);
    this.cause = cause;
  }
}

export interface DownloadMailing {
  db: Kysely<Database>;
  mailer: Mailer;
  /** The store's public address: links point at its API. */
  siteUrl: string;
}

/** What mailing a link came to: sent, or refused before anything was made. */
export type DownloadMailOutcome = 'sent' | 'no_such_order' | 'nothing_to_download' | 'too_many';

interface PreparedLinks {
  link: IssuedDownloadLink;
  section: string[];
}

/** A new link to the order's files and the mail text that carries it, or why there is none. */
async function prepareLinks(
  { db, siteUrl }: Pick<DownloadMailing, 'db' | 'siteUrl'>,
  order: Order,
  options: { limited: boolean; now?: Date },
): Promise<PreparedLinks | 'nothing_to_download' | 'too_many'> {
  const files = filesOfOrder(order);
  if (files.length === 0 || !filesDeliverable(order)) return 'nothing_to_download';
  const link = await issueDownloadLink(db, Number(order._id), options);
  if (link === 'too_many') return link;
  const urlOf = (file: (typeof files)[number]) => downloadLinkUrl(siteUrl, link.token, file.lineId, file.kind);
  return { link, section: downloadSection(files, urlOf, link.expiresAt) };
}

/**
 * The download part of an order's receipt: a link to its files when it has some that may be downloaded now (paid
 * by card; a cash-on-delivery order's once Delivered), else nothing. The receipt is sent once per order, so this
 * link is made once.
 */
export async function receiptDownloadSection(
  deps: Pick<DownloadMailing, 'db' | 'siteUrl'>,
  order: Order,
): Promise<string[]> {
  const prepared = await prepareLinks(deps, order, { limited: false });
  return typeof prepared === 'string' ? [] : prepared.section;
}

/**
 * Mails the order's shopper a fresh link to its files (My Orders' "Email me a download link", the staff desk's
 * resend): at most DOWNLOAD_LINKS_PER_ORDER_PER_HOUR an hour. Once the mail is sent the links mailed before stop
 * working; if it cannot be sent, the new link is revoked and DownloadMailFailedError (503) thrown: nothing changed.
 * `ownerId`: the signed-in shopper, whose order it must be (another's is as absent as a missing one).
 */
export async function mailFreshDownloadLink(
  deps: DownloadMailing,
  orderId: number,
  { ownerId, now = new Date() }: { ownerId?: number; now?: Date } = {},
): Promise<DownloadMailOutcome> {
  const { db, mailer } = deps;
  const shopper = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['users.id', 'users.email'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  if (!shopper || (ownerId !== undefined && shopper.id !== ownerId)) return 'no_such_order';
  const order = await findOrder(db, shopper.id, orderId);
  if (!order) return 'no_such_order';
  const prepared = await prepareLinks(deps, order, { limited: true, now });
  if (typeof prepared === 'string') return prepared;
  try {
    await mailer.send(downloadLinkMail(shopper.email, order._id, prepared.section));
  } catch (error) {
    await revokeDownloadLink(db, prepared.link.id, now);
    throw new DownloadMailFailedError(error);
  }
  await revokeDownloadLinks(db, orderId, prepared.link.id, now);
  return 'sent';
}
