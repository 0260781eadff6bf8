import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../http/apiEnvelope';
import { noQuerySchema } from '../http/commonSchemas';

/** A liveness probe: answers without touching the database, so it stays cheap under load. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        querystring: noQuerySchema,
        response: {
          200: envelopeSchema({
            type: 'object',
            required: ['uptime'],
            properties: { uptime: { type: 'number' } },
          }),
        },
      },
    },
    async () => ok({ uptime: Math.round(process.uptime()) }, 'ok'),
  );
};
