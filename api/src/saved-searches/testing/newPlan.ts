import type { Kysely } from 'kysely';
import type { Database } from '../../db/databaseSchema';

let added = 0;

/**
 * Adds a plan to the catalogue as a copy of plan `likeId` (so it matches what that plan matches), with a new number
 * and the given creation time: how a test makes a plan "new" for a saved search.
 */
export async function addPlanLike(db: Kysely<Database>, likeId: number, createdAt: Date): Promise<number> {
  const {
    id: _id,
    search_text: _text,
    ...plan
  } = await db.selectFrom('plans').selectAll().where('id', '=', likeId).executeTakeFirstOrThrow();
  added += 1;
  const { id } = await db
    .insertInto('plans')
    .values({ ...plan, plan_number: `NEW-${added}-${Date.now()}`, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
