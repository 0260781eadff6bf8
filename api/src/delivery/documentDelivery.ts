import type { Kysely, Transaction } from 'kysely';
import { documentsOf, filesDeliverable, type OrderDocumentKind } from 'contracts/src/delivery/orderDocuments';
import type { Database } from '../db/databaseSchema';
import { findLiveDownloadLink } from './downloadLinks';
import { makeOrderDocument, type OrderDocumentFile } from './orderDocumentMaking';
import { findLineToDeliver, type LineToDeliver } from './orderLineToDeliver';

/** Who asks for a file: the signed-in shopper (for an order they name), or whoever holds a mailed link. */
export type Downloader = { kind: 'owner'; userId: number; orderId: number } | { kind: 'link'; token: string };

export interface DocumentRequest {
  downloader: Downloader;
  lineId: number;
  kind: OrderDocumentKind;
  /** The client's address, kept in the download log. */
  clientAddress: string;
  now?: Date;
}

/** The order a request may reach, and the link it came by; undefined when the request reaches nothing. */
async function orderOfRequest(
  db: Kysely<Database> | Transaction<Database>,
  downloader: Downloader,
  now: Date,
): Promise<{ orderId: number; linkId: number | null } | undefined> {
  if (downloader.kind === 'owner') return { orderId: downloader.orderId, linkId: null };
  const link = await findLiveDownloadLink(db, downloader.token, now);
  return link && { orderId: link.orderId, linkId: link.id };
}

/** The line if the request may have its `kind` file: the owner's (or the link's order), paid, not undone, bought. */
async function lineIfDeliverable(
  db: Kysely<Database>,
  { downloader, lineId, kind }: DocumentRequest,
  orderId: number,
): Promise<LineToDeliver | undefined> {
  const line = await findLineToDeliver(db, orderId, lineId);
  if (!line) return undefined;
  if (downloader.kind === 'owner' && line.userId !== downloader.userId) return undefined;
  if (!filesDeliverable(line)) return undefined;
  return documentsOf(line.planSet, line.addOns).includes(kind) ? line : undefined;
}

async function isStored(db: Kysely<Database>, lineId: number, kind: OrderDocumentKind): Promise<boolean> {
  const row = await db
    .selectFrom('order_documents')
    .select('id')
    .where('order_line_id', '=', lineId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One file of a paid order, for its owner or a live link, or null for anything else (not theirs, no such line, not
 * bought, unpaid, cancelled, refunded, an unknown, expired or revoked link): the caller answers 404 alike.
 *
 * The file is made on the first request, outside any transaction (it takes tens of milliseconds and PGlite has one
 * connection), then served in one short transaction that:
 * 1. locks the order's row FOR SHARE and checks again that its files may be downloaded (and the link is still live).
 *    A refund locks the same row FOR UPDATE: a refund that committed first is seen here (a locking read sees the
 *    latest committed row) and the download is refused; one that comes later waits for this transaction, and then
 *    finds the download in the log (deliveryStarted);
 * 2. stores the file made, unless a concurrent first request stored one already (ON CONFLICT DO NOTHING: one row);
 * 3. reads the stored file, the one every download of this line and kind sends;
 * 4. logs the download.
 * The bytes sent are the ones read in that transaction, after the check that allowed them.
 */
export async function deliverDocument(
  db: Kysely<Database>,
  request: DocumentRequest,
): Promise<OrderDocumentFile | null> {
  const { downloader, lineId, kind, clientAddress, now = new Date() } = request;
  const reached = await orderOfRequest(db, downloader, now);
  if (!reached) return null;
  const line = await lineIfDeliverable(db, request, reached.orderId);
  if (!line) return null;
  const made = (await isStored(db, lineId, kind)) ? null : await makeOrderDocument(db, line, kind);

  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['payment_mode', 'status', 'paid_at'])
      .where('id', '=', line.orderId)
      .forShare()
      .executeTakeFirst();
    if (!order || !filesDeliverable(order)) return null;
    if (reached.linkId !== null) {
      const link = await trx
        .selectFrom('download_links')
        .select('id')
        .where('id', '=', reached.linkId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .forShare()
        .executeTakeFirst();
      if (!link) return null;
    }
    if (made) {
      await trx
        .insertInto('order_documents')
        .values({
          order_line_id: lineId,
          kind,
          bytes: made.bytes,
          content_type: made.contentType,
          file_name: made.fileName,
          created_at: now,
        })
        .onConflict((conflict) => conflict.columns(['order_line_id', 'kind']).doNothing())
        .execute();
    }
    const stored = await trx
      .selectFrom('order_documents')
      .select(['bytes', 'content_type', 'file_name'])
      .where('order_line_id', '=', lineId)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('downloads')
      .values({
        order_id: line.orderId,
        order_line_id: lineId,
        kind,
        user_id: downloader.kind === 'owner' ? downloader.userId : null,
        download_link_id: reached.linkId,
        client_address: clientAddress,
        downloaded_at: now,
      })
      .execute();
    return {
      bytes: Buffer.from(stored.bytes.buffer, stored.bytes.byteOffset, stored.bytes.byteLength),
      contentType: stored.content_type,
      fileName: stored.file_name,
    };
  });
}
