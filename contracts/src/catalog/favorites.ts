import type { PlanSummary } from './plan';

/** POST /favorite { property_id } toggles: the answer says whether the plan is now a favourite. */
export interface FavoriteToggle {
  liked: boolean;
}

/** One of the shopper's favourites, as GET /favorite lists them (newest first). */
export interface FavoriteEntry {
  property_id: PlanSummary;
  created_at: string;
}

/** A named collection of plans (the /favorite page), kept on the server. */
export interface FavoriteCollection {
  _id: string;
  name: string;
  plans: PlanSummary[];
}

/** Longest collection name accepted. */
export const MAX_COLLECTION_NAME_LENGTH = 60;
