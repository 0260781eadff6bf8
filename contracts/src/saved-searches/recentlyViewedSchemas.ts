import { Type } from '@sinclair/typebox';
import { recordIdSchema } from '../api/requestSchemas';
import { planSummarySchema } from '../catalog/planSchemas';
import { RECENTLY_VIEWED_LIMIT } from './recentlyViewed';

/**
 * The schemas of the recently viewed plans: kept on the server for a signed-in shopper, in the browser for a
 * visitor (merged into the server's list at sign-in). `recentlyViewed.ts` derives the types.
 */

/** POST recently-viewed: the plan page the shopper has just seen. */
export const recordViewBodySchema = Type.Object({ property_id: recordIdSchema }, { additionalProperties: false });

/** One plan seen, and when. */
export const viewSchema = Type.Object(
  {
    property_id: recordIdSchema,
    viewed_at: Type.String({ maxLength: 40, description: 'ISO 8601 date-time.' }),
  },
  { additionalProperties: false },
);

/** POST recently-viewed/merge: the list a visitor's browser kept, handed over once signed in. */
export const mergeViewsBodySchema = Type.Object(
  { views: Type.Array(viewSchema, { maxItems: RECENTLY_VIEWED_LIMIT }) },
  { additionalProperties: false },
);

/** A plan of the list, newest first. */
export const recentlyViewedEntrySchema = Type.Object({
  property_id: planSummarySchema,
  viewed_at: Type.String({ description: 'ISO 8601 date-time.' }),
});

/** GET recently-viewed/plans?ids=[3,1,2]: the plans of a visitor's list, by id, in that order. */
export const viewedPlansQuerySchema = Type.Object(
  {
    ids: Type.String({
      pattern: `^\\[?[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${RECENTLY_VIEWED_LIMIT - 1}}\\]?$`,
      description: `Up to ${RECENTLY_VIEWED_LIMIT} plan ids, comma-joined, optionally bracketed.`,
    }),
  },
  { additionalProperties: false },
);
