import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { DELIVERY_MESSAGES } from 'contracts/src/delivery/orderDocuments';
import {
  downloadLinkRequestSchema,
  downloadLinkSentSchema,
  linkDocumentParamsSchema,
  orderDocumentParamsSchema,
} from 'contracts/src/delivery/orderDocumentSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import type { RateLimit } from '../auth/rateLimits';
import type { Database } from '../db/databaseSchema';
import { HttpError, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { deliverDocument, type DocumentRequest } from './documentDelivery';
import { DownloadMailFailedError, mailFreshDownloadLink } from './downloadLinkMailing';
import { sendDocument } from './sendDocument';

export interface DeliveryRoutesOptions {
  db: Kysely<Database>;
  /** The store's public address, for the links in mails (the development store's by default). */
  siteUrl?: string;
}

/** Files per client address: a person downloads a handful; a script looping over a link is slowed. */
const DOWNLOADS_PER_CLIENT: RateLimit = { max: 30, timeWindow: '1 minute' };
/** Link mails per client address, besides DOWNLOAD_LINKS_PER_ORDER_PER_HOUR per order (counted in the database). */
const LINK_REQUESTS_PER_CLIENT: RateLimit = { max: 5, timeWindow: '1 minute' };

/** Sends the requested file, or the one 404 that every refusal gets. */
async function sendRequestedDocument(
  db: Kysely<Database>,
  reply: FastifyReply,
  request: DocumentRequest,
): Promise<FastifyReply> {
  const file = await deliverDocument(db, request);
  if (!file) throw notFound(DELIVERY_MESSAGES.notFound);
  return sendDocument(reply, file);
}

/**
 * A paid order's files (docs/decisions/delivery.md): downloaded by the signed-in owner, or by a mailed link without
 * signing in; and a fresh link mailed on request. Every refusal of a file is the same 404. HEAD is not offered: a
 * download makes the file and is logged, which a HEAD must not do.
 */
export const deliveryRoutes: FastifyPluginAsyncTypebox<DeliveryRoutesOptions> = async (
  app,
  { db, siteUrl = 'http://localhost:3000' },
) => {
  app.get(
    '/orders/:id/lines/:lineId/documents/:kind',
    {
      exposeHeadRoute: false,
      preHandler: app.requireUser,
      config: { rateLimit: DOWNLOADS_PER_CLIENT },
      schema: { params: orderDocumentParamsSchema, querystring: nothingSchema },
    },
    async (request, reply) => {
      const { id, lineId, kind } = request.params;
      return sendRequestedDocument(db, reply, {
        downloader: { kind: 'owner', userId: signedInUserId(request), orderId: id },
        lineId,
        kind,
        clientAddress: request.ip,
      });
    },
  );

  // The token is in the path, as mailed: request logs redact it (http/requestLogFields.ts), answers never hold it.
  app.get(
    '/downloads/:token/lines/:lineId/documents/:kind',
    {
      exposeHeadRoute: false,
      config: { rateLimit: DOWNLOADS_PER_CLIENT },
      schema: { params: linkDocumentParamsSchema, querystring: nothingSchema },
    },
    async (request, reply) => {
      const { token, lineId, kind } = request.params;
      return sendRequestedDocument(db, reply, {
        downloader: { kind: 'link', token },
        lineId,
        kind,
        clientAddress: request.ip,
      });
    },
  );

  app.post(
    '/orders/:id/download-link',
    {
      preHandler: app.requireUser,
      config: { rateLimit: LINK_REQUESTS_PER_CLIENT },
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: downloadLinkRequestSchema,
        response: { 200: envelopeOf(downloadLinkSentSchema) },
      },
    },
    async (request) => {
      const orderId = request.params.id;
      const outcome = await mailFreshDownloadLink({ db, mailer: app.mailer, siteUrl }, orderId, {
        ownerId: signedInUserId(request),
      }).catch((error: unknown) => {
        // Logged without the mail: it holds the link.
        if (error instanceof DownloadMailFailedError) {
          request.log.error({ err: error.cause, order: orderId }, 'could not mail a download link');
        }
        throw error;
      });
      switch (outcome) {
        case 'sent':
          return ok(null, DELIVERY_MESSAGES.linkSent);
        case 'too_many':
          // The per-order allowance (downloadLinks.ts) counts the last hour.
          throw new HttpError(429, DELIVERY_MESSAGES.tooManyLinks, 60 * 60);
        case 'no_such_order':
        case 'nothing_to_download':
          throw notFound(DELIVERY_MESSAGES.nothingToSend);
      }
    },
  );
};
