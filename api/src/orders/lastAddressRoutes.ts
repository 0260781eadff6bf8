import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { lastAddressSchema } from 'contracts/src/checkout/shippingAddressSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { ok } from '../http/apiEnvelope';
import { findLastAddress } from './lastAddresses';

export interface LastAddressRoutesOptions {
  db: Kysely<Database>;
}

/**
 * GET profile/last-address: the billing name and shipping address of the shopper's last order, which the checkout
 * pre-fills and My Account shows. Placing an order is the only way to change them.
 */
export const lastAddressRoutes: FastifyPluginAsyncTypebox<LastAddressRoutesOptions> = async (app, { db }) => {
  app.get(
    '/profile/last-address',
    {
      preHandler: app.requireUser,
      schema: { querystring: nothingSchema, response: { 200: envelopeOf(lastAddressSchema) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await findLastAddress(db, signedInUserId(request)));
    },
  );
};
