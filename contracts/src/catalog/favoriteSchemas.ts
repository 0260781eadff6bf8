import { Type } from '@sinclair/typebox';
import { recordIdSchema } from '../api/requestSchemas';
import { MAX_COLLECTION_NAME_LENGTH } from './favorites';
import { planSummarySchema } from './planSchemas';

/**
 * The schemas of the favourites (the heart) and the named collections. The API validates and serialises with them;
 * `favorites.ts` derives the types from them for everyone else.
 */

/** POST favorite and POST favorite-collections/:id/plans: the plan, by its database id. */
export const favoritePlanBodySchema = Type.Object({ property_id: recordIdSchema }, { additionalProperties: false });

/**
 * POST favorite-collections and PUT favorite-collections/:id. Twice the limit: the name is tidied (trimmed, inner
 * spaces one each) before its length is judged, so the route checks the limit itself, with a clear message.
 */
export const collectionNameBodySchema = Type.Object(
  { name: Type.String({ maxLength: MAX_COLLECTION_NAME_LENGTH * 2 }) },
  { additionalProperties: false },
);

/** DELETE favorite-collections/:id/plans/:propertyId. */
export const collectionPlanParamsSchema = Type.Object(
  { id: recordIdSchema, propertyId: recordIdSchema },
  { additionalProperties: false },
);

/** POST favorite toggles: the answer says whether the plan is now a favourite. */
export const favoriteToggleSchema = Type.Object({ liked: Type.Boolean() });

/** One of the shopper's favourites, as GET favorite lists them (newest first). */
export const favoriteEntrySchema = Type.Object({
  property_id: planSummarySchema,
  created_at: Type.String({ description: 'When the shopper liked the plan, as an ISO 8601 date-time.' }),
});

/** A named collection of plans (the /favorite page), kept on the server. */
export const favoriteCollectionSchema = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  plans: Type.Array(planSummarySchema),
});

/** PUT favorite-collections/:id: the collection under its new name. */
export const renamedCollectionSchema = Type.Object({ _id: Type.String(), name: Type.String() });

/** DELETE favorite-collections/:id: the collection that is gone. */
export const deletedCollectionSchema = Type.Object({ _id: Type.String() });

/** POST and DELETE favorite-collections/:id/plans: the collection and the plan added to or removed from it. */
export const collectionPlanSchema = Type.Object({ _id: Type.String(), property_id: Type.String() });
