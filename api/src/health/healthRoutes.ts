import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../http/apiEnvelope';

/** A liveness probe: answers without touching the database, so it stays cheap under load. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: {} },
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
