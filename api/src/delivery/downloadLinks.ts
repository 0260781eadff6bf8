import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { DOWNLOAD_LINK_LIFETIME_MS, type OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import { hashToken } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';

type Db = Kysely<Database> | Transaction<Database>;

/** Links an order may be sent in any hour, whoever asks (the shopper from My Orders, the receipt, staff). */
export const DOWNLOAD_LINKS_PER_ORDER_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** A link just made: the token exists in clear only here, on its way into one e-mail. */
export interface IssuedDownloadLink {
  id: number;
  token: string;
  expiresAt: Date;
}

/** 256 random bits, URL-safe (43 characters): a link cannot be guessed, only received. */
function newDownloadToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Makes a link to order `orderId`'s files that works for 7 days without signing in; only its token's hash is stored.
 * With `limited`, refuses ('too_many') once the order has had DOWNLOAD_LINKS_PER_ORDER_PER_HOUR links in the last
 * hour: the order's row is locked while counting, so concurrent requests cannot all slip under the allowance.
 */
export async function issueDownloadLink(
  db: Kysely<Database>,
  orderId: number,
  { limited = false, now = new Date() }: { limited?: boolean; now?: Date } = {},
): Promise<IssuedDownloadLink | 'too_many'> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
    if (limited) {
      const { recent } = await trx
        .selectFrom('download_links')
        .select((eb) => eb.fn.countAll<string>().as('recent'))
        .where('order_id', '=', orderId)
        .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
        .executeTakeFirstOrThrow();
      if (Number(recent) >= DOWNLOAD_LINKS_PER_ORDER_PER_HOUR) return 'too_many';
    }
    const token = newDownloadToken();
    const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_LIFETIME_MS);
    const { id } = await trx
      .insertInto('download_links')
      .values({ token_hash: hashToken(token), order_id: orderId, created_at: now, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, token, expiresAt };
  });
}

/** The live link a token names (not expired, not revoked), or undefined. */
export async function findLiveDownloadLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ id: number; orderId: number } | undefined> {
  return db
    .selectFrom('download_links')
    .select(['id', 'order_id as orderId'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Ends one link (a mail that could not be sent must not leave a working link behind). */
export async function revokeDownloadLink(db: Db, linkId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('download_links')
    .set({ revoked_at: now })
    .where('id', '=', linkId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every live link of an order but `keep`: a fresh link replaces the ones mailed before, so a forwarded or
 * leaked older mail stops working. Without `keep`, ends them all (for the staff desk).
 */
export async function revokeDownloadLinks(db: Db, orderId: number, keep?: number, now = new Date()): Promise<void> {
  let update = db
    .updateTable('download_links')
    .set({ revoked_at: now })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null);
  if (keep !== undefined) update = update.where('id', '<>', keep);
  await update.execute();
}

/** Where a link downloads one file: the API's own address on the store's origin. */
export function downloadLinkUrl(siteUrl: string, token: string, lineId: string, kind: OrderDocumentKind): string {
  return new URL(
    `/api/user/downloads/${token}/lines/${encodeURIComponent(lineId)}/documents/${kind}`,
    siteUrl,
  ).toString();
}
