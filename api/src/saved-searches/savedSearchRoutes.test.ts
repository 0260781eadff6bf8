import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiEnvelope } from 'contracts/src/api/envelope';
import { SAVED_SEARCH_NAME_RULE_CASES } from 'contracts/src/saved-searches/savedSearchNameRuleCases';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  savedSearchNameTaken,
  type SavedSearch,
} from 'contracts/src/saved-searches/savedSearches';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { appSuite } from '../testing/appSuite';
import { newShopper } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';
import { addPlanLike } from './testing/newPlan';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function caller(app: () => FastifyInstance) {
  return async function call<T>(
    method: Method,
    path: string,
    token: string | null,
    payload?: InjectOptions['payload'],
  ) {
    const response = await app().inject({
      method,
      url: `/api/user/${path}`,
      headers: token === null ? {} : { token },
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: response.statusCode, body: response.json<ApiEnvelope<T> & { message: string }>() };
  };
}

describe.each(TEST_DATABASES)('saved searches on %s', (_name, database) => {
  const suite = appSuite(database, { plans: 60 });
  const call = caller(() => suite.app);
  const save = (token: string, body: Record<string, unknown>) =>
    call<SavedSearch>('POST', 'saved-searches', token, { path: '/propertyList', query: '', ...body });

  it('asks a visitor to sign in, whatever the request holds', async () => {
    for (const [method, path] of [
      ['GET', 'saved-searches'],
      ['POST', 'saved-searches'],
      ['PUT', 'saved-searches/1'],
      ['POST', 'saved-searches/1/open'],
      ['DELETE', 'saved-searches/1'],
    ] as const) {
      const answer = await call(method, path, null, method === 'GET' || method === 'DELETE' ? undefined : { x: 1 });
      expect({ method, path, status: answer.status, message: answer.body.message }).toEqual({
        method,
        path,
        status: 401,
        message: LOGIN_REQUIRED_MESSAGE,
      });
    }
  });

  it('saves a list with its filters in their one spelling, without the page, and lists it newest first', async () => {
    const { token } = await newShopper(suite.db);
    const first = await save(token, {
      name: '  Farmhouse   3 beds ',
      path: '/propertylist',
      query: 'bedrooms=3&pagination=4&limit=20&plan_type=%5B2%2C1%5D&sort_by=2',
      alerts: true,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(SAVED_SEARCH_MESSAGES.saved);
    expect(first.body.data).toMatchObject({
      name: 'Farmhouse 3 beds',
      path: '/propertyList',
      query: 'bedrooms=3&sort_by=2&plan_type=%5B1%2C2%5D',
      title: 'House Plans',
      alerts: true,
      new_matches: 0,
    });
    const second = await save(token, { name: 'Carports', path: '/carports', query: '' });
    expect(second.body.data).toMatchObject({ path: '/carports', query: '', title: 'Carports', alerts: false });

    const list = await call<SavedSearch[]>('GET', 'saved-searches', token);
    expect(list.body.data.map((search) => search.name)).toEqual(['Carports', 'Farmhouse 3 beds']);
  });

  it('refuses what is not a plan list, filters that are not the store’s, and a name taken (any case)', async () => {
    const { token } = await newShopper(suite.db);
    expect(await save(token, { name: 'Cart', path: '/cart' })).toMatchObject({
      status: 400,
      body: { message: SAVED_SEARCH_MESSAGES.notAList },
    });
    const badFilter = await save(token, { name: 'Odd', query: 'colour=red' });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe("Unknown filter 'colour'.");
    expect((await save(token, { name: 'Lake' })).status).toBe(200);
    expect(await save(token, { name: 'LAKE' })).toMatchObject({
      status: 409,
      body: { message: savedSearchNameTaken('LAKE') },
    });
    expect((await save(token, { name: 'Lake', unknown: 1 })).status).toBe(400);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a shopper, and says how to save another`, async () => {
    const { token } = await newShopper(suite.db);
    for (let index = 1; index <= MAX_SAVED_SEARCHES; index += 1)
      expect((await save(token, { name: `Search ${index}` })).status).toBe(200);
    expect(await save(token, { name: 'One too many' })).toMatchObject({
      status: 400,
      body: { message: SAVED_SEARCH_MESSAGES.limitReached },
    });
    const list = await call<SavedSearch[]>('GET', 'saved-searches', token);
    await call('DELETE', `saved-searches/${list.body.data[0]?._id}`, token);
    expect((await save(token, { name: 'One too many' })).status).toBe(200);
  });

  it('renames, switches the alert, and deletes a search of the shopper', async () => {
    const { token } = await newShopper(suite.db);
    const { _id: id } = (await save(token, { name: 'Old name' })).body.data;
    await save(token, { name: 'Taken' });

    const renamed = await call<SavedSearch>('PUT', `saved-searches/${id}`, token, { name: ' New  name ' });
    expect(renamed).toMatchObject({
      status: 200,
      body: { message: SAVED_SEARCH_MESSAGES.renamed, data: { name: 'New name' } },
    });
    expect((await call('PUT', `saved-searches/${id}`, token, { name: 'taken' })).status).toBe(409);
    expect((await call('PUT', `saved-searches/${id}`, token, { name: '   ' })).body.message).toBe(
      SAVED_SEARCH_MESSAGES.nameMissing,
    );
    expect((await call('PUT', `saved-searches/${id}`, token, {})).status).toBe(400);
    const alerted = await call<SavedSearch>('PUT', `saved-searches/${id}`, token, { alerts: true });
    expect(alerted.body.data).toMatchObject({ name: 'New name', alerts: true });

    expect(await call('DELETE', `saved-searches/${id}`, token)).toMatchObject({
      status: 200,
      body: { message: SAVED_SEARCH_MESSAGES.deleted, data: { _id: id } },
    });
    expect((await call('DELETE', `saved-searches/${id}`, token)).status).toBe(404);
  });

  it("never shows, renames, opens or deletes another shopper's search: it is as unknown as a missing one", async () => {
    const owner = await newShopper(suite.db);
    const other = await newShopper(suite.db);
    const { _id: id } = (await save(owner.token, { name: 'Private shortlist' })).body.data;

    expect((await call<SavedSearch[]>('GET', 'saved-searches', other.token)).body.data).toEqual([]);
    for (const [method, path, payload] of [
      ['PUT', `saved-searches/${id}`, { name: 'Taken over' }],
      ['PUT', `saved-searches/${id}`, { alerts: true }],
      ['POST', `saved-searches/${id}/open`, {}],
      ['DELETE', `saved-searches/${id}`, undefined],
    ] as const) {
      expect(await call(method, path, other.token, payload)).toMatchObject({
        status: 404,
        body: { message: SAVED_SEARCH_MESSAGES.notFound },
      });
    }
    const kept = await call<SavedSearch[]>('GET', 'saved-searches', owner.token);
    expect(kept.body.data).toEqual([expect.objectContaining({ _id: id, name: 'Private shortlist', alerts: false })]);
  });

  it('counts the plans added since the search was last opened that match it, and opening sets the count to 0', async () => {
    const { token } = await newShopper(suite.db);
    const sample = await suite.db
      .selectFrom('plans')
      .select(['id', 'beds'])
      .where('beds', '=', 3)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await suite.db
      .selectFrom('plans')
      .select('id')
      .where('beds', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { _id: id } = (await save(token, { name: 'Three beds', query: 'bedrooms=3' })).body.data;

    const soon = new Date(Date.now() + 1000);
    await addPlanLike(suite.db, sample.id, soon);
    await addPlanLike(suite.db, sample.id, soon);
    await addPlanLike(suite.db, other.id, soon);
    const listed = await call<SavedSearch[]>('GET', 'saved-searches', token);
    expect(listed.body.data.find((search) => search._id === id)?.new_matches).toBe(2);

    const opened = await call<SavedSearch>('POST', `saved-searches/${id}/open`, token);
    expect(opened.status).toBe(200);
    // Plans dated a moment ahead stay new until the opening is later than them.
    await suite.db
      .updateTable('plans')
      .set({ created_at: new Date(Date.now() - 60_000) })
      .where('created_at', '=', soon)
      .execute();
    const reopened = await call<SavedSearch>('POST', `saved-searches/${id}/open`, token, {});
    expect(reopened.body.data.new_matches).toBe(0);
  });
});

describe.each(TEST_DATABASES)('saved search names on %s', (_name, database) => {
  // The server's half of the same-rules test: the forms' halves run the same table through their yup schemas.
  const suite = appSuite(database);
  const call = caller(() => suite.app);
  const { valid, cases } = SAVED_SEARCH_NAME_RULE_CASES;

  it.each(cases.map((ruleCase) => [ruleCase.name, ruleCase] as const))('%s', async (_case, ruleCase) => {
    const { token } = await newShopper(suite.db);
    const { name } = { ...valid, ...ruleCase.change };
    const saved = await call<SavedSearch>('POST', 'saved-searches', token, { name, path: '/propertyList', query: '' });
    expect(saved.status).toBe(ruleCase.accepted ? 200 : 400);
    if (ruleCase.accepted) expect(saved.body.data.name).toBe(name.trim().replace(/\s+/g, ' '));
  });
});
