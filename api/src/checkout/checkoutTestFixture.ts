import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiEnvelope, ApiErrorBody } from 'contracts/src/api/envelope';
import { createSession } from '../auth/sessionTokens';
import type { Database } from '../db/databaseSchema';

let shopperCount = 0;

/** A shopper with a live session: each call makes a new one, so tests never share a cart. */
export async function newShopper(db: Kysely<Database>): Promise<{ userId: number; token: string }> {
  shopperCount += 1;
  const { id } = await db
    .insertInto('users')
    .values({ email: `shopper${shopperCount}-${Date.now()}@checkout.example`, password_hash: null, name: 'Test Shopper' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: id, token: await createSession(db, id) };
}

/** A JSON call to /api/user/... with the shopper's token; answers the status and the parsed envelope. */
export function apiCaller(app: FastifyInstance) {
  return async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token: string | null,
    payload?: InjectOptions['payload'],
  ): Promise<{ status: number; body: ApiEnvelope<T> & ApiErrorBody }> {
    const response = await app.inject({
      method,
      url: `/api/user/${path}`,
      headers: token === null ? {} : { token },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** The first seeded plan that offers an optional foundation besides its standard one. */
export async function planWithOptionalFoundation(db: Kysely<Database>) {
  return db
    .selectFrom('plans')
    .select(['id', 'price_cents', 'standard_foundation', 'optional_foundation'])
    .where('optional_foundation', 'is not', null)
    .whereRef('optional_foundation', '<>', 'standard_foundation')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}
