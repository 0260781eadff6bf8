import type { Static } from '@sinclair/typebox';
import type {
  collectionNameBodySchema,
  favoriteCollectionSchema,
  favoriteEntrySchema,
  favoriteToggleSchema,
} from './favoriteSchemas';

/** POST favorite { property_id } toggles: the answer says whether the plan is now a favourite. */
export type FavoriteToggle = Static<typeof favoriteToggleSchema>;

/** One of the shopper's favourites, as GET /favorite lists them (newest first). */
export type FavoriteEntry = Static<typeof favoriteEntrySchema>;

/** A named collection of plans (the /favorite page), kept on the server. */
export type FavoriteCollection = Static<typeof favoriteCollectionSchema>;

/** What the create and rename collection requests send. */
export type CollectionNameBody = Static<typeof collectionNameBodySchema>;

/** Longest collection name accepted. */
export const MAX_COLLECTION_NAME_LENGTH = 60;
