import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  collectionNameBodySchema,
  collectionPlanParamsSchema,
  collectionPlanSchema,
  deletedCollectionSchema,
  favoriteCollectionSchema,
  favoriteEntrySchema,
  favoritePlanBodySchema,
  favoriteToggleSchema,
  renamedCollectionSchema,
} from 'contracts/src/catalog/favoriteSchemas';
import { MAX_COLLECTION_NAME_LENGTH } from 'contracts/src/catalog/favorites';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { HttpError, badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
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
function collectionName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name === '') throw badRequest('Please enter a name for the collection.');
  if (name.length > MAX_COLLECTION_NAME_LENGTH)
    throw badRequest(`A collection name has at most ${MAX_COLLECTION_NAME_LENGTH} characters.`);
  return name;
}

/** Favourites (the heart) and named collections of plans, for the signed-in shopper only. */
export const favouriteRoutes: FastifyPluginAsyncTypebox<FavouriteRoutesOptions> = async (app, { db }) => {
  // Before validation: a visitor is asked to sign in whatever the body holds.
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/favorite',
    { schema: { querystring: nothingSchema, response: { 200: envelopeOf(Type.Array(favoriteEntrySchema)) } } },
    async (request) => ok(await listFavorites(db, signedInUserId(request))),
  );

  app.post(
    '/favorite',
    {
      schema: {
        querystring: nothingSchema,
        body: favoritePlanBodySchema,
        response: { 200: envelopeOf(favoriteToggleSchema) },
      },
    },
    async (request) => {
      const planId = request.body.property_id;
      if (!(await planExists(db, planId))) throw notFound(PLAN_NOT_FOUND);
      const liked = await toggleFavorite(db, signedInUserId(request), planId);
      return ok({ liked }, liked ? 'Added to favorites' : 'Removed from favorites');
    },
  );

  app.get(
    '/favorite-collections',
    { schema: { querystring: nothingSchema, response: { 200: envelopeOf(Type.Array(favoriteCollectionSchema)) } } },
    async (request) => ok(await listCollections(db, signedInUserId(request))),
  );

  app.post(
    '/favorite-collections',
    {
      schema: {
        querystring: nothingSchema,
        body: collectionNameBodySchema,
        response: { 200: envelopeOf(favoriteCollectionSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const name = collectionName(request.body.name);
      if (await nameTaken(db, userId, name)) throw new HttpError(409, `You already have a collection named '${name}'.`);
      const row = await db
        .insertInto('favorite_collections')
        .values({ user_id: userId, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ _id: String(row.id), name, plans: [] }, 'Collection created');
    },
  );

  app.put(
    '/favorite-collections/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: collectionNameBodySchema,
        response: { 200: envelopeOf(renamedCollectionSchema) },
      },
    },
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

  app.delete(
    '/favorite-collections/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(deletedCollectionSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await ownedCollection(db, signedInUserId(request), id))) throw notFound(COLLECTION_NOT_FOUND);
      await db.deleteFrom('favorite_collections').where('id', '=', id).execute();
      return ok({ _id: String(id) }, 'Collection deleted');
    },
  );

  app.post(
    '/favorite-collections/:id/plans',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: favoritePlanBodySchema,
        response: { 200: envelopeOf(collectionPlanSchema) },
      },
    },
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

  app.delete(
    '/favorite-collections/:id/plans/:propertyId',
    {
      schema: {
        params: collectionPlanParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(collectionPlanSchema) },
      },
    },
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
