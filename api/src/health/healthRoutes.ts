import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthAnswerSchema } from 'contracts/src/api/healthSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { ok } from '../http/apiEnvelope';

/** A liveness probe: answers without touching the database, so it stays cheap under load. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { querystring: nothingSchema, response: { 200: envelopeOf(healthAnswerSchema) } } },
    async () => ok({ uptime: Math.round(process.uptime()) }, 'ok'),
  );
};
