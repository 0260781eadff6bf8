import Fastify from 'fastify';
import { createSession } from '../auth/sessionTokens';
import { endpointRecorder } from '../security/testing/endpointRecorder';
import { appSuite } from '../testing/appSuite';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';

const PLANS = 40;

/**
 * The plan search writes its answer by hand (planSearchAnswerJson), past Fastify's serialiser. These cases hold that
 * text to the route's declared response schema: the schema's serialiser, given what the route sent, must write the
 * very same bytes, so no field outside the contract is sent and none of the contract's is missing or reordered.
 */
describe.each(TEST_DATABASES)('the plan search answer, written by hand, on %s', (_name, database) => {
  const recorder = endpointRecorder();
  const suite = appSuite(database, {
    plans: PLANS,
    buildApp: (db) => buildTestApp(db, { onRoute: recorder.onRoute }),
  });

  /** What Fastify would send if the search route returned `value` and let its response schema serialise it. */
  async function serialisedBySchema(value: unknown): Promise<string> {
    const search = recorder.endpoints.find(
      (endpoint) => endpoint.method === 'GET' && endpoint.url === '/api/user/properties',
    );
    const response: unknown = search?.schema.response;
    if (typeof response !== 'object' || response === null || !('200' in response)) {
      throw new Error('GET /api/user/properties declares no response schema for 200.');
    }
    const serialiser = Fastify();
    serialiser.get('/', { schema: { response: { 200: response[200] } } }, async () => value);
    try {
      return (await serialiser.inject({ method: 'GET', url: '/' })).body;
    } finally {
      await serialiser.close();
    }
  }

  async function searchAnswer(query: string, token: string | null = null): Promise<string> {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/user/properties?${query}`,
      headers: token === null ? {} : { token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.body;
  }

  it.each([
    ['the first page a visitor sees', ''],
    ['every plan on one page', `limit=${PLANS}`],
    ['a later page', 'limit=7&pagination=2&sort_by=3'],
    ['a search that finds nothing', 'keyword=no-such-plan-anywhere'],
  ])('is what the schema writes for %s', async (_label, query) => {
    const sent = await searchAnswer(query);
    expect(JSON.parse(sent)).toMatchObject({ status: 200, data: { facets: expect.any(Object) } });
    expect(sent).toBe(await serialisedBySchema(JSON.parse(sent)));
  });

  it("is what the schema writes for a signed-in shopper's search, favourites marked", async () => {
    const { id } = await suite.db
      .insertInto('users')
      .values({ email: 'search-answer@answers.example', password_hash: null, name: 'Fan' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = await createSession(suite.db, id);
    const liked = await suite.app.inject({
      method: 'POST',
      url: '/api/user/favorite',
      headers: { token },
      payload: { property_id: 1 },
    });
    expect(liked.statusCode).toBe(200);

    const sent = await searchAnswer(`limit=${PLANS}`, token);
    expect(JSON.parse(sent).data.data).toContainEqual(expect.objectContaining({ _id: '1', is_liked: true }));
    expect(sent).toBe(await serialisedBySchema(JSON.parse(sent)));
  });
});
