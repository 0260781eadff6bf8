import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Kysely, Selectable } from 'kysely';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { idParamsSchema, nothingSchema } from 'contracts/src/api/requestSchemas';
import {
  deletedSavedSearchSchema,
  newSavedSearchBodySchema,
  openSavedSearchBodySchema,
  savedSearchChangeBodySchema,
  savedSearchSchema,
} from 'contracts/src/saved-searches/savedSearchSchemas';
import {
  MAX_SAVED_SEARCH_NAME_LENGTH,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedSearchNameTaken,
  tidySavedSearchName,
  type SavedSearch,
} from 'contracts/src/saved-searches/savedSearches';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database, SavedSearchesTable } from '../db/databaseSchema';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/sqlStates';
import { HttpError, badRequest, notFound } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { countNewMatches, searchTargetOf, titleOf } from './savedSearchMatches';
import { newUnsubscribeKey } from './unsubscribeTokens';

export interface SavedSearchRoutesOptions {
  db: Kysely<Database>;
}

type SavedSearchRow = Selectable<SavedSearchesTable>;

function searchName(raw: string): string {
  const name = tidySavedSearchName(raw);
  if (name === '') throw badRequest(SAVED_SEARCH_MESSAGES.nameMissing);
  if (name.length > MAX_SAVED_SEARCH_NAME_LENGTH) throw badRequest(SAVED_SEARCH_MESSAGES.nameTooLong);
  return name;
}

/** A unique-name violation (two saves of one name at once): the same 409 as the check before the insert. */
function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === UNIQUE_VIOLATION;
}

/** The saved searches of the signed-in shopper: list, save, rename or switch the alert, open, delete. */
export const savedSearchRoutes: FastifyPluginAsyncTypebox<SavedSearchRoutesOptions> = async (app, options) => {
  const { db } = options;
  // Before validation: a visitor is asked to sign in whatever the body holds.
  app.addHook('onRequest', app.requireUser);

  async function answerOf(row: SavedSearchRow): Promise<SavedSearch> {
    return {
      _id: String(row.id),
      name: row.name,
      path: row.path,
      query: row.query,
      title: titleOf(row.path),
      alerts: row.alerts,
      new_matches: await countNewMatches(db, row, row.last_opened_at),
      created_at: row.created_at.toISOString(),
      last_opened_at: row.last_opened_at.toISOString(),
    };
  }

  /** The shopper's search `id`; another shopper's is as unknown as a missing one. */
  async function ownSearch(userId: number, id: number): Promise<SavedSearchRow> {
    const row = await db
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
    return row;
  }

  async function nameTaken(
    userId: number,
    name: string,
    exceptId?: number,
    executor: Kysely<Database> = db,
  ): Promise<boolean> {
    let query = executor
      .selectFrom('saved_searches')
      .select('id')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  app.get(
    '/saved-searches',
    { schema: { querystring: nothingSchema, response: { 200: envelopeOf(Type.Array(savedSearchSchema)) } } },
    async (request) => {
      const rows = await db
        .selectFrom('saved_searches')
        .selectAll()
        .where('user_id', '=', signedInUserId(request))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return ok(await Promise.all(rows.map(answerOf)));
    },
  );

  app.post(
    '/saved-searches',
    {
      schema: {
        querystring: nothingSchema,
        body: newSavedSearchBodySchema,
        response: { 200: envelopeOf(savedSearchSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const name = searchName(request.body.name);
      const target = searchTargetOf(request.body.path, request.body.query);
      const row = await db
        .transaction()
        .execute(async (trx) => {
          // The shopper's row locked: two saves at once cannot both take the last place.
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
          const { count } = await trx
            .selectFrom('saved_searches')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          if (Number(count) >= MAX_SAVED_SEARCHES) throw badRequest(SAVED_SEARCH_MESSAGES.limitReached);
          if (await nameTaken(userId, name, undefined, trx)) throw new HttpError(409, savedSearchNameTaken(name));
          return trx
            .insertInto('saved_searches')
            .values({
              user_id: userId,
              name,
              path: target.path,
              query: target.query,
              alerts: request.body.alerts ?? false,
              unsubscribe_key: newUnsubscribeKey(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, savedSearchNameTaken(name));
          throw error;
        });
      return ok(await answerOf(row), SAVED_SEARCH_MESSAGES.saved);
    },
  );

  app.put(
    '/saved-searches/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: savedSearchChangeBodySchema,
        response: { 200: envelopeOf(savedSearchSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { id } = request.params;
      const current = await ownSearch(userId, id);
      const name = request.body.name === undefined ? current.name : searchName(request.body.name);
      if (name !== current.name && (await nameTaken(userId, name, id)))
        throw new HttpError(409, savedSearchNameTaken(name));
      const row = await db
        .updateTable('saved_searches')
        .set({ name, alerts: request.body.alerts ?? current.alerts })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst()
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new HttpError(409, savedSearchNameTaken(name));
          throw error;
        });
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      const message =
        request.body.name === undefined
          ? row.alerts
            ? 'E-mail alerts on'
            : 'E-mail alerts off'
          : SAVED_SEARCH_MESSAGES.renamed;
      return ok(await answerOf(row), message);
    },
  );

  // Opening a search from My Account: its matches so far are seen, and are not mailed about either.
  app.post(
    '/saved-searches/:id/open',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        body: openSavedSearchBodySchema,
        response: { 200: envelopeOf(savedSearchSchema) },
      },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const { id } = request.params;
      const row = await db
        .updateTable('saved_searches')
        .set((eb) => ({
          last_opened_at: eb.fn('now'),
          alerted_through: eb.fn('greatest', ['alerted_through', eb.fn('now')]),
        }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return ok(await answerOf(row));
    },
  );

  app.delete(
    '/saved-searches/:id',
    {
      schema: {
        params: idParamsSchema,
        querystring: nothingSchema,
        response: { 200: envelopeOf(deletedSavedSearchSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = await db
        .deleteFrom('saved_searches')
        .where('id', '=', id)
        .where('user_id', '=', signedInUserId(request))
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
      return ok({ _id: String(id) }, SAVED_SEARCH_MESSAGES.deleted);
    },
  );
};
