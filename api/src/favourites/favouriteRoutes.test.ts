import type { FastifyInstance } from 'fastify';
import type { PlanSearchPage } from 'contracts/src/catalog/facets';
import type { FavoriteCollection, FavoriteEntry, FavoriteToggle } from 'contracts/src/catalog/favorites';
import type { PlanDetail } from 'contracts/src/catalog/plan';
import { createSession } from '../auth/sessionTokens';
import type { DatabaseHandle } from '../db/openDatabase';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';

interface Answer<T> {
  status: number;
  body: { status: number; message: string; data: T };
}

describe.each(TEST_DATABASES)('favourites on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let shoppers = 0;

  beforeAll(async () => {
    handle = await openSeededDatabase(database, 40);
    app = await buildTestApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function newShopper(): Promise<string> {
    shoppers += 1;
    const { id } = await handle.db
      .insertInto('users')
      .values({ email: `fav${shoppers}-${Date.now()}@favourites.example`, password_hash: null, name: 'Fan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return createSession(handle.db, id);
  }

  async function call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    token: string | null,
    body?: object,
  ): Promise<Answer<T>> {
    const response = await app.inject({
      method,
      url: `/api/user/${path}`,
      headers: token ? { token } : {},
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('asks a visitor to sign in', async () => {
    for (const [method, path] of [
      ['GET', 'favorite'],
      ['POST', 'favorite'],
      ['GET', 'favorite-collections'],
      ['POST', 'favorite-collections'],
      ['DELETE', 'favorite-collections/1'],
    ] as const) {
      const answer = await call(method, path, null, method === 'POST' ? { property_id: 1 } : undefined);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('please login to perform this action');
    }
  });

  it('toggles a favourite, lists it newest first and marks it liked in searches and on the plan page', async () => {
    const token = await newShopper();
    const added = await call<FavoriteToggle>('POST', 'favorite', token, { property_id: 3 });
    expect(added.body).toEqual({ status: 200, message: 'Added to favorites', data: { liked: true } });
    await call('POST', 'favorite', token, { property_id: 5 });
    const listed = await call<FavoriteEntry[]>('GET', 'favorite', token);
    expect(listed.body.data.map((entry) => entry.property_id._id)).toEqual(['5', '3']);
    expect(listed.body.data[0]?.property_id.is_liked).toBe(true);

    const search = await call<PlanSearchPage>('GET', 'properties?limit=40', token);
    const liked = search.body.data.data
      .filter((plan) => plan.is_liked)
      .map((plan) => plan._id)
      .sort();
    expect(liked).toEqual(['3', '5']);
    expect(
      (await call<PlanSearchPage>('GET', 'properties?limit=40', null)).body.data.data.some((p) => p.is_liked),
    ).toBe(false);
    expect((await call<PlanDetail>('GET', 'property/3', token)).body.data.is_liked).toBe(true);

    const removed = await call<FavoriteToggle>('POST', 'favorite', token, { property_id: 3 });
    expect(removed.body.data).toEqual({ liked: false });
    expect((await call<FavoriteEntry[]>('GET', 'favorite', token)).body.data).toHaveLength(1);
    // Someone else's favourites are their own.
    expect((await call<FavoriteEntry[]>('GET', 'favorite', await newShopper())).body.data).toEqual([]);
  });

  it('refuses an unknown plan and a malformed body', async () => {
    const token = await newShopper();
    expect((await call('POST', 'favorite', token, { property_id: 999_999 })).status).toBe(404);
    expect((await call('POST', 'favorite', token, { property_id: 'abc' })).status).toBe(400);
    expect((await call('POST', 'favorite', token, { property_id: 1, extra: true })).status).toBe(400);
  });

  it('creates, renames and deletes collections and adds and removes their plans, for their owner only', async () => {
    const token = await newShopper();
    const created = await call<FavoriteCollection>('POST', 'favorite-collections', token, { name: '  Lake   houses ' });
    expect(created.body.data).toEqual({ _id: expect.stringMatching(/^\d+$/), name: 'Lake houses', plans: [] });
    const id = created.body.data._id;
    expect((await call('POST', 'favorite-collections', token, { name: 'lake HOUSES' })).status).toBe(409);
    expect((await call('POST', 'favorite-collections', token, { name: '   ' })).status).toBe(400);

    expect((await call('POST', `favorite-collections/${id}/plans`, token, { property_id: 7 })).status).toBe(200);
    await call('POST', `favorite-collections/${id}/plans`, token, { property_id: 8 });
    expect((await call('PUT', `favorite-collections/${id}`, token, { name: 'By the lake' })).status).toBe(200);
    let collections = (await call<FavoriteCollection[]>('GET', 'favorite-collections', token)).body.data;
    expect(collections).toEqual([
      {
        _id: id,
        name: 'By the lake',
        plans: [expect.objectContaining({ _id: '7' }), expect.objectContaining({ _id: '8' })],
      },
    ]);

    const stranger = await newShopper();
    expect((await call('PUT', `favorite-collections/${id}`, stranger, { name: 'Mine' })).status).toBe(404);
    expect((await call('DELETE', `favorite-collections/${id}`, stranger)).status).toBe(404);
    expect((await call('POST', `favorite-collections/${id}/plans`, stranger, { property_id: 9 })).status).toBe(404);

    await call('DELETE', `favorite-collections/${id}/plans/7`, token);
    collections = (await call<FavoriteCollection[]>('GET', 'favorite-collections', token)).body.data;
    expect(collections[0]?.plans.map((plan) => plan._id)).toEqual(['8']);
    expect((await call('DELETE', `favorite-collections/${id}`, token)).status).toBe(200);
    expect((await call<FavoriteCollection[]>('GET', 'favorite-collections', token)).body.data).toEqual([]);
  });
});
