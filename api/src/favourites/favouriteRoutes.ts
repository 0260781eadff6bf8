import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { MAX_COLLECTION_NAME_LENGTH } from 'contracts/src/catalog/favorites';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { HttpError, badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { noQuerySchema, recordIdSchema } from '../http/commonSchemas';
import {
  listCollections,
  listFavorites,
  nameTaken,
  ownedCollection,
  planExists,
  toggleFavorite,
} from './favouriteQueries';

export interface FavouriteRoutesOptions {
  db: Kysely<Database>;
}

const PLAN_NOT_FOUND = 'No property found.';
const COLLECTION_NOT_FOUND = 'Collection not found.';
const planBody = {
  type: 'object',
  additionalProperties: false,
  required: ['property_id'],
  properties: { property_id: recordIdSchema },
} as const;
const nameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', maxLength: MAX_COLLECTION_NAME_LENGTH * 2 } },
} as const;
const collectionParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: recordIdSchema },
} as const;
const collectionPlanParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'propertyId'],
  properties: { id: recordIdSchema, propertyId: recordIdSchema },
} as const;

function collectionName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') throw badRequest('Please enter a name for the collection.');
  if (name.length > MAX_COLLECTION_NAME_LENGTH)
    throw badRequest(`A collection name has at most ${MAX_COLLECTION_NAME_LENGTH} characters.`);
  return name;
}

/** Favourites (the heart) and named collections of plans, for the signed-in shopper only. */
export const favouriteRoutes: FastifyPluginAsync<FavouriteRoutesOptions> = async (app, { db }) => {
  // Before validation: a visitor is asked to sign in whatever the body holds.
  app.addHook('onRequest', app.requireUser);

  app.get('/favorite', { schema: { querystring: noQuerySchema } }, async (request) =>
    ok(await listFavorites(db, signedInUserId(request))),
  );

  app.post<{ Body: { property_id: number } }>('/favorite', { schema: { body: planBody } }, async (request) => {
    const planId = request.body.property_id;
    if (!(await planExists(db, planId))) throw notFound(PLAN_NOT_FOUND);
    const liked = await toggleFavorite(db, signedInUserId(request), planId);
    return ok({ liked }, liked ? 'Added to favorites' : 'Removed from favorites');
  });

  app.get('/favorite-collections', { schema: { querystring: noQuerySchema } }, async (request) =>
    ok(await listCollections(db, signedInUserId(request))),
  );

  app.post<{ Body: { name: string } }>('/favorite-collections', { schema: { body: nameBody } }, async (request) => {
    const userId = signedInUserId(request);
    const name = collectionName(request.body.name);
    if (await nameTaken(db, userId, name)) throw new HttpError(409, `You already have a collection named '${name}'.`);
    const row = await db
      .insertInto('favorite_collections')
      .values({ user_id: userId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return ok({ _id: String(row.id), name, plans: [] }, 'Collection created');
  });

  app.put<{ Params: { id: number }; Body: { name: string } }>(
    '/favorite-collections/:id',
    { schema: { params: collectionParams, body: nameBody } },
    async (request) => {
      const userId = signedInUserId(request);
      const { id } = request.params;
      if (!(await ownedCollection(db, userId, id))) throw notFound(COLLECTION_NOT_FOUND);
      const name = collectionName(request.body.name);
      if (await nameTaken(db, userId, name, id))
        throw new HttpError(409, `You already have a collection named '${name}'.`);
      await db.updateTable('favorite_collections').set({ name }).where('id', '=', id).execute();
      return ok({ _id: String(id), name }, 'Collection renamed');
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/favorite-collections/:id',
    { schema: { params: collectionParams, querystring: noQuerySchema } },
    async (request) => {
      const { id } = request.params;
      if (!(await ownedCollection(db, signedInUserId(request), id))) throw notFound(COLLECTION_NOT_FOUND);
      await db.deleteFrom('favorite_collections').where('id', '=', id).execute();
      return ok({ _id: String(id) }, 'Collection deleted');
    },
  );

  app.post<{ Params: { id: number }; Body: { property_id: number } }>(
    '/favorite-collections/:id/plans',
    { schema: { params: collectionParams, body: planBody } },
    async (request) => {
      const { id } = request.params;
      const planId = request.body.property_id;
      if (!(await ownedCollection(db, signedInUserId(request), id))) throw notFound(COLLECTION_NOT_FOUND);
      if (!(await planExists(db, planId))) throw notFound(PLAN_NOT_FOUND);
      await db
        .insertInto('favorite_collection_plans')
        .values({ collection_id: id, plan_id: planId })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return ok({ _id: String(id), property_id: String(planId) }, 'Added to the collection');
    },
  );

  app.delete<{ Params: { id: number; propertyId: number } }>(
    '/favorite-collections/:id/plans/:propertyId',
    { schema: { params: collectionPlanParams, querystring: noQuerySchema } },
    async (request) => {
      const { id, propertyId } = request.params;
      if (!(await ownedCollection(db, signedInUserId(request), id))) throw notFound(COLLECTION_NOT_FOUND);
      await db
        .deleteFrom('favorite_collection_plans')
        .where('collection_id', '=', id)
        .where('plan_id', '=', propertyId)
        .execute();
      return ok({ _id: String(id), property_id: String(propertyId) }, 'Removed from the collection');
    },
  );
};
