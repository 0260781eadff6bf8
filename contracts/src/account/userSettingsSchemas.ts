import { Type } from '@sinclair/typebox';
import { emailAddressSchema } from './emailAddressSchemas';
import { stringEnumSchema } from './stringEnumSchema';
import { EMAIL_SUBSCRIPTIONS, REWARD_PROGRAMMES } from './userSettings';

/**
 * The schema of the User Settings form (screen 12). The API validates and serialises with it (a field not in it is
 * never sent); `userSettings.ts` derives the type from it for everyone else.
 */

/** GET and PUT user-settings: what PUT takes is what both answer. */
export const userSettingsSchema = Type.Object(
  {
    first_name: Type.String({ maxLength: 100 }),
    email: Type.Union([emailAddressSchema, Type.String({ maxLength: 0 })], {
      description: 'Where the newsletters go; empty for none.',
    }),
    subscriptions: Type.Array(stringEnumSchema(EMAIL_SUBSCRIPTIONS.map((option) => option.value)), {
      uniqueItems: true,
    }),
    reward_programme: stringEnumSchema(REWARD_PROGRAMMES.map((option) => option.value)),
    affiliate_publisher_id: Type.String({ pattern: '^[A-Za-z0-9_-]{0,64}$' }),
  },
  { additionalProperties: false },
);
