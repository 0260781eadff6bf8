import type { Static } from '@sinclair/typebox';
import type { recentlyViewedEntrySchema, viewSchema } from './recentlyViewedSchemas';

/** A plan of the recently viewed list with its summary, as the API answers it. */
export type RecentlyViewedEntry = Static<typeof recentlyViewedEntrySchema>;
/** A plan seen and when: what a visitor's browser keeps and hands over at sign-in. */
export type PlanView = Static<typeof viewSchema>;

/** The home page and My Account show the last 12 plans seen. */
export const RECENTLY_VIEWED_LIMIT = 12;
