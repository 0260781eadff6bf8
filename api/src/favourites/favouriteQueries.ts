import { sql, type Kysely } from 'kysely';
import type { FavoriteCollection, FavoriteEntry } from 'contracts/src/catalog/favorites';
import type { PlanSummary } from 'contracts/src/catalog/plan';
import type { Database } from '../db/databaseSchema';
import { SUMMARY_COLUMNS, toPlanSummary } from '../catalog/planMapping';

const planColumns = SUMMARY_COLUMNS.map((column) => `plans.${column}` as const);

/** Adds the plan to the shopper's favourites, or removes it if it is one: answers whether it is one now. */
export async function toggleFavorite(db: Kysely<Database>, userId: number, planId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('favorites')
      .where('user_id', '=', userId)
      .where('plan_id', '=', planId)
      .executeTakeFirst();
    if (removed.numDeletedRows > 0n) return false;
    await trx
      .insertInto('favorites')
      .values({ user_id: userId, plan_id: planId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    return true;
  });
}

export async function planExists(db: Kysely<Database>, planId: number): Promise<boolean> {
  const row = await db.selectFrom('plans').select('id').where('id', '=', planId).executeTakeFirst();
  return row !== undefined;
}

export async function listFavorites(db: Kysely<Database>, userId: number): Promise<FavoriteEntry[]> {
  const rows = await db
    .selectFrom('favorites')
    .innerJoin('plans', 'plans.id', 'favorites.plan_id')
    .select([...planColumns, 'favorites.created_at as favorited_at'])
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at', 'desc')
    .orderBy('plans.id', 'desc')
    .execute();
  return rows.map((row) => ({
    property_id: { ...toPlanSummary(row), is_liked: true },
    created_at: row.favorited_at.toISOString(),
  }));
}

/** Which of these plans the shopper has liked: marks `is_liked` on lists and the plan page. */
export async function likedAmong(
  db: Kysely<Database>,
  userId: number,
  planIds: readonly number[],
): Promise<Set<number>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('favorites')
    .select('plan_id')
    .where('user_id', '=', userId)
    .where('plan_id', 'in', planIds)
    .execute();
  return new Set(rows.map((row) => row.plan_id));
}

export async function markLiked<T extends PlanSummary>(
  db: Kysely<Database>,
  userId: number | null,
  plans: readonly T[],
): Promise<T[]> {
  if (userId === null) return [...plans];
  const liked = await likedAmong(
    db,
    userId,
    plans.map((plan) => Number(plan._id)),
  );
  return plans.map((plan) => ({ ...plan, is_liked: liked.has(Number(plan._id)) }));
}

export async function listCollections(db: Kysely<Database>, userId: number): Promise<FavoriteCollection[]> {
  const collections = await db
    .selectFrom('favorite_collections')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (collections.length === 0) return [];
  const plans = await db
    .selectFrom('favorite_collection_plans')
    .innerJoin('plans', 'plans.id', 'favorite_collection_plans.plan_id')
    .select([...planColumns, 'favorite_collection_plans.collection_id'])
    .where(
      'favorite_collection_plans.collection_id',
      'in',
      collections.map((collection) => collection.id),
    )
    .orderBy('favorite_collection_plans.added_at')
    .execute();
  const liked = await likedAmong(
    db,
    userId,
    plans.map((plan) => plan.id),
  );
  return collections.map((collection) => ({
    _id: String(collection.id),
    name: collection.name,
    plans: plans
      .filter((plan) => plan.collection_id === collection.id)
      .map((plan) => ({ ...toPlanSummary(plan), is_liked: liked.has(plan.id) })),
  }));
}

/** The collection's id if the shopper owns it. */
export async function ownedCollection(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorite_collections')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function nameTaken(
  db: Kysely<Database>,
  userId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('favorite_collections')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
