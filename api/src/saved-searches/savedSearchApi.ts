import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { devAlertRunBodySchema, devAlertRunSchema } from 'contracts/src/saved-searches/savedSearchSchemas';
import type { Database } from '../db/databaseSchema';
import { badRequest } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { isLoopbackAddress } from '../mail/loopbackAddress';
import { sendDueAlerts } from './savedSearchAlerts';
import { savedSearchRoutes } from './savedSearchRoutes';
import { unsubscribeRoutes } from './unsubscribeRoutes';

export interface SavedSearchApiOptions {
  db: Kysely<Database>;
}

/** Under /api/user: the shopper's saved searches (signed in) and the alert mail's unsubscribe link (anyone). */
export const savedSearchApi: FastifyPluginAsyncTypebox<SavedSearchApiOptions> = async (app, { db }) => {
  await app.register(savedSearchRoutes, { db });
  await app.register(unsubscribeRoutes, { db });
};

export const DEV_ALERTS_PATH = '/api/dev/saved-search-alerts';

export interface DevSavedSearchAlertsOptions {
  db: Kysely<Database>;
  siteUrl: string;
}

/** Anyone but a client on this machine gets the router's own 404, as for the development outbox. */
async function loopbackClientsOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!isLoopbackAddress(request.ip)) return reply.callNotFound();
}

/**
 * A development store's trigger of the alert job (DEV_OUTBOX=1 only, this machine only): the store has no way to add
 * plans, so a developer and the browser tests run the job now with `new_since` saying which plans count as new, and
 * read the mail in the outbox. The once-a-day limit holds as in the scheduled runs.
 */
export const devSavedSearchAlerts: FastifyPluginAsyncTypebox<DevSavedSearchAlertsOptions> = async (app, options) => {
  app.post(
    DEV_ALERTS_PATH,
    {
      // After the body is read (a body over the limit is a 413 like anywhere), before it is checked.
      preValidation: loopbackClientsOnly,
      schema: {
        querystring: nothingSchema,
        body: devAlertRunBodySchema,
        response: { 200: envelopeOf(devAlertRunSchema) },
      },
    },
    async (request) => {
      const newSince = new Date(request.body.new_since);
      if (Number.isNaN(newSince.getTime())) throw badRequest('new_since must be an ISO 8601 date-time.');
      const mailed = await sendDueAlerts(
        { db: options.db, mailer: app.mailer, siteUrl: options.siteUrl, log: request.log },
        { newSince },
      );
      return ok({ mailed });
    },
  );
};
