import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import {
  EMAIL_SUBSCRIPTIONS,
  REWARD_PROGRAMMES,
  type EmailSubscription,
  type RewardProgramme,
  type UserSettings,
} from 'contracts/src/account/userSettings';
import { userSettingsSchema } from 'contracts/src/account/userSettingsSchemas';
import { envelopeOf } from 'contracts/src/api/envelopeSchemas';
import { nothingSchema } from 'contracts/src/api/requestSchemas';
import { signedInUserId } from '../auth/sessionAuth';
import type { Database } from '../db/databaseSchema';
import { HttpError } from '../errors/httpError';
import { ok } from '../http/apiEnvelope';
import { findUserById } from './userAccounts';

const SUBSCRIPTION_VALUES: readonly string[] = EMAIL_SUBSCRIPTIONS.map((option) => option.value);
const PROGRAMME_VALUES: readonly string[] = REWARD_PROGRAMMES.map((option) => option.value);

function isSubscription(value: unknown): value is EmailSubscription {
  return typeof value === 'string' && SUBSCRIPTION_VALUES.includes(value);
}

function isProgramme(value: unknown): value is RewardProgramme {
  return typeof value === 'string' && PROGRAMME_VALUES.includes(value);
}

/** What is stored, read defensively (the column is JSON), completed from the account for a first visit. */
function readSettings(stored: unknown, account: { name: string; email: string }): UserSettings {
  const value: Record<string, unknown> = typeof stored === 'object' && stored !== null ? { ...stored } : {};
  return {
    first_name: typeof value.first_name === 'string' ? value.first_name : (account.name.split(' ')[0] ?? ''),
    email: typeof value.email === 'string' ? value.email : account.email,
    subscriptions: Array.isArray(value.subscriptions) ? value.subscriptions.filter(isSubscription) : [],
    reward_programme: isProgramme(value.reward_programme) ? value.reward_programme : 'neither',
    affiliate_publisher_id: typeof value.affiliate_publisher_id === 'string' ? value.affiliate_publisher_id : '',
  };
}

/** GET and PUT user-settings: the User Settings form (screen 12), stored per shopper. */
export const settingsRoutes: FastifyPluginAsyncTypebox<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    '/user-settings',
    {
      preValidation: app.requireUser,
      schema: { querystring: nothingSchema, response: { 200: envelopeOf(userSettingsSchema) } },
    },
    async (request, reply) => {
      const user = await findUserById(db, signedInUserId(request));
      if (!user) throw new HttpError(401, 'please login to perform this action');
      reply.header('cache-control', 'private, no-store');
      return ok(readSettings(user.settings, user));
    },
  );

  app.put(
    '/user-settings',
    {
      // Before validation, so that a visitor is told to sign in rather than to fix the form.
      preValidation: app.requireUser,
      schema: {
        querystring: nothingSchema,
        body: userSettingsSchema,
        response: { 200: envelopeOf(userSettingsSchema) },
      },
    },
    async (request) => {
      const settings: UserSettings = { ...request.body, first_name: request.body.first_name.trim() };
      const updated = await db
        .updateTable('users')
        .set({ settings: JSON.stringify(settings) })
        .where('id', '=', signedInUserId(request))
        .returning(['settings', 'name', 'email'])
        .executeTakeFirst();
      if (!updated) throw new HttpError(401, 'please login to perform this action');
      return ok(readSettings(updated.settings, updated), 'Settings saved successfully!');
    },
  );
};
