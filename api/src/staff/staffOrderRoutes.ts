import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import { STAFF_MESSAGES, STAFF_ORDERS_PAGE_SIZE } from 'contracts/src/staff/staffOrders';
import {
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
} from 'contracts/src/staff/staffOrderSchemas';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { findStaffOrder, listStaffOrders } from './staffOrderStore';

export interface StaffOrderRoutesOptions {
  db: Kysely<Database>;
}

/** Every shopper's orders, for the staff desk (the staff plugin's guard has let only staff through). */
export const staffOrderRoutes: FastifyPluginAsyncTypebox<StaffOrderRoutesOptions> = async (app, { db }) => {
  app.get(
    '/orders',
    { schema: { querystring: staffOrderListQuerySchema, response: { 200: envelopeOf(staffOrderPageSchema) } } },
    async (request, reply) => {
      const { status, from, to, q, page = 1, limit = STAFF_ORDERS_PAGE_SIZE } = request.query;
      const range = {
        from: from === undefined ? undefined : new Date(from),
        to: to === undefined ? undefined : new Date(to),
      };
      if (range.from && range.to && range.from >= range.to) throw badRequest(STAFF_MESSAGES.badDateRange);
      reply.header('cache-control', 'private, no-store');
      return ok(await listStaffOrders(db, { status, ...range, search: q }, { page, limit }));
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(staffOrderDetailSchema) },
      },
    },
    async (request, reply) => {
      const order = await findStaffOrder(db, request.params.id);
      if (!order) throw notFound(STAFF_MESSAGES.orderNotFound);
      reply.header('cache-control', 'private, no-store');
      return ok(order);
    },
  );
};
