import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { planSummarySchema } from 'contracts/src/catalog/planSchemas';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedEntry } from 'contracts/src/saved-searches/recentlyViewed';
import {
  mergeViewsBodySchema,
  recentlyViewedEntrySchema,
  recordViewBodySchema,
  viewedPlansQuerySchema,
} from 'contracts/src/saved-searches/recentlyViewedSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import { SUMMARY_COLUMNS, toPlanSummary } from '../catalog/planMapping';
import type { Database } from '../db/databaseSchema';
import { badRequest, notFound } from '../errors/httpError';
import { markLiked } from '../favourites/favouriteQueries';
import { ok } from '../http/apiEnvelope';

export interface RecentlyViewedRoutesOptions {
  db: Kysely<Database>;
}

const planColumns = SUMMARY_COLUMNS.map((column) => `plans.${column}` as const);

/**
 * Recently viewed plans. A signed-in shopper's list is kept here (the newest 12, one row per plan, its time the last
 * view); a visitor's stays in the browser, whose plans `recently-viewed/plans` reads by id, and is handed over once
 * at sign-in (`recently-viewed/merge`).
 */
export const recentlyViewedRoutes: FastifyPluginAsyncTypebox<RecentlyViewedRoutesOptions> = async (app, options) => {
  const { db } = options;

  async function listOf(userId: number): Promise<RecentlyViewedEntry[]> {
    const rows = await db
      .selectFrom('recently_viewed')
      .innerJoin('plans', 'plans.id', 'recently_viewed.plan_id')
      .select([...planColumns, 'recently_viewed.viewed_at'])
      .where('recently_viewed.user_id', '=', userId)
      .orderBy('recently_viewed.viewed_at', 'desc')
      .orderBy('plans.id', 'desc')
      .limit(RECENTLY_VIEWED_LIMIT)
      .execute();
    const plans = await markLiked(db, userId, rows.map(toPlanSummary));
    return rows.flatMap((row, index) => {
      const plan = plans[index];
      return plan ? [{ property_id: plan, viewed_at: row.viewed_at.toISOString() }] : [];
    });
  }

  /** Keeps the newest RECENTLY_VIEWED_LIMIT of the shopper's rows. */
  async function trim(userId: number): Promise<void> {
    const kept = db
      .selectFrom('recently_viewed')
      .select('plan_id')
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .orderBy('plan_id', 'desc')
      .limit(RECENTLY_VIEWED_LIMIT);
    await db.deleteFrom('recently_viewed').where('user_id', '=', userId).where('plan_id', 'not in', kept).execute();
  }

  app.get(
    '/recently-viewed',
    {
      // Before validation: a visitor is asked to sign in whatever the request holds.
      onRequest: app.requireUser,
      schema: {
        querystring: nothingSchema,
        response: { 200: envelopeOf(Type.Array(recentlyViewedEntrySchema)) },
      },
    },
    async (request) => ok(await listOf(signedInUserId(request))),
  );

  app.post(
    '/recently-viewed',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: recordViewBodySchema,
        response: { 200: envelopeOf(Type.Array(recentlyViewedEntrySchema)) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const planId = request.body.property_id;
      const plan = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
      if (!plan) throw notFound('No property found.');
      await db
        .insertInto('recently_viewed')
        .values({ user_id: userId, plan_id: planId })
        .onConflict((conflict) => conflict.columns(['user_id', 'plan_id']).doUpdateSet({ viewed_at: new Date() }))
        .execute();
      await trim(userId);
      return ok(await listOf(userId));
    },
  );

  app.post(
    '/recently-viewed/merge',
    {
      onRequest: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: mergeViewsBodySchema,
        response: { 200: envelopeOf(Type.Array(recentlyViewedEntrySchema)) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const now = Date.now();
      const views = request.body.views.map((view) => {
        const time = Date.parse(view.viewed_at);
        if (Number.isNaN(time)) throw badRequest('viewed_at must be an ISO 8601 date-time.');
        // The browser's clock is the browser's: a view is never later than now.
        return { plan_id: view.property_id, viewed_at: new Date(Math.min(time, now)) };
      });
      // One row per plan (the browser's newest view of it), plans the catalogue no longer has left out.
      const newest = new Map<number, Date>();
      for (const view of views) {
        const known = newest.get(view.plan_id);
        if (!known || known < view.viewed_at) newest.set(view.plan_id, view.viewed_at);
      }
      const existing = newest.size
        ? await db
            .selectFrom('plans')
            .select('id')
            .where('id', 'in', [...newest.keys()])
            .execute()
        : [];
      const rows = existing.flatMap(({ id }) => {
        const viewedAt = newest.get(id);
        return viewedAt ? [{ user_id: userId, plan_id: id, viewed_at: viewedAt }] : [];
      });
      if (rows.length > 0) {
        await db
          .insertInto('recently_viewed')
          .values(rows)
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'plan_id']).doUpdateSet((eb) => ({
              viewed_at: eb.fn('greatest', ['recently_viewed.viewed_at', 'excluded.viewed_at']),
            })),
          )
          .execute();
        await trim(userId);
      }
      return ok(await listOf(userId), 'Recently viewed plans merged');
    },
  );

  // Public: the plans of a visitor's list, in the order asked, the ones the catalogue no longer has left out.
  app.get(
    '/recently-viewed/plans',
    {
      preHandler: app.identifyUser,
      schema: { querystring: viewedPlansQuerySchema, response: { 200: envelopeOf(Type.Array(planSummarySchema)) } },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.replace(/[[\]]/g, '').split(',').map(Number))];
      const rows = await db
        .selectFrom('plans')
        .select([...SUMMARY_COLUMNS])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((row) => [row.id, toPlanSummary(row)]));
      const plans = ids.flatMap((id) => {
        const plan = byId.get(id);
        return plan ? [plan] : [];
      });
      return ok(await markLiked(db, request.userId, plans));
    },
  );
};
