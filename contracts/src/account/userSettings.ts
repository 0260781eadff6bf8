import type { Static } from '@sinclair/typebox';
import type { userSettingsSchema } from './userSettingsSchemas';

/** The reward programme a shopper belongs to (screen 12): one of the three. */
export const REWARD_PROGRAMMES = [
  { value: 'professional_builder', label: 'Professional Builder' },
  { value: 'real_estate_agent', label: 'Real Estate Agent' },
  { value: 'neither', label: 'Neither' },
] as const;
export type RewardProgramme = (typeof REWARD_PROGRAMMES)[number]['value'];

/** E-mail subscriptions a shopper can opt in to. */
export const EMAIL_SUBSCRIPTIONS = [
  { value: 'new_plans', label: 'New plans and collections' },
  { value: 'sales', label: 'Sales and promo codes' },
  { value: 'blog', label: 'Blog posts and building tips' },
] as const;
export type EmailSubscription = (typeof EMAIL_SUBSCRIPTIONS)[number]['value'];

/** GET and PUT user-settings (declared once, as a schema, in userSettingsSchemas.ts). */
export type UserSettings = Static<typeof userSettingsSchema>;
