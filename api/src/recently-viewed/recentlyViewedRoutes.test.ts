import type { PlanSummary } from 'contracts/src/catalog/plan';
import { RECENTLY_VIEWED_LIMIT, type RecentlyViewedEntry } from 'contracts/src/saved-searches/recentlyViewed';
import { LOGIN_REQUIRED_MESSAGE } from '../auth/sessionAuth';
import { appSuite } from '../testing/appSuite';
import { apiCaller, newShopper } from '../testing/checkoutFixture';
import { TEST_DATABASES } from '../testing/testDatabases';

describe.each(TEST_DATABASES)('recently viewed plans on %s', (_name, database) => {
  const suite = appSuite(database, { plans: 30 });
  const call = <T>(...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(suite.app)<T>(...args);
  const planIds = async () =>
    (await suite.db.selectFrom('plans').select('id').orderBy('id').execute()).map((row) => row.id);
  const idsOf = (entries: RecentlyViewedEntry[]) => entries.map((entry) => Number(entry.property_id._id));

  it('asks a visitor to sign in to keep a list on the server', async () => {
    for (const [method, path, payload] of [
      ['GET', 'recently-viewed', undefined],
      ['POST', 'recently-viewed', { property_id: 1 }],
      ['POST', 'recently-viewed/merge', { views: [] }],
    ] as const) {
      expect(await call(method, path, null, payload)).toMatchObject({
        status: 401,
        body: { message: LOGIN_REQUIRED_MESSAGE },
      });
    }
  });

  it('keeps the last 12 plans a shopper saw, newest first, each once', async () => {
    const { token } = await newShopper(suite.db);
    const ids = await planIds();
    for (const id of ids.slice(0, 14))
      expect((await call('POST', 'recently-viewed', token, { property_id: id })).status).toBe(200);
    // Seen again: first again, not twice.
    const again = await call<RecentlyViewedEntry[]>('POST', 'recently-viewed', token, { property_id: ids[5] });
    expect(again.body.data).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(idsOf(again.body.data)[0]).toBe(ids[5]);
    const list = await call<RecentlyViewedEntry[]>('GET', 'recently-viewed', token);
    expect(idsOf(list.body.data)).toEqual(
      [
        ids[5],
        ...ids
          .slice(2, 14)
          .reverse()
          .filter((id) => id !== ids[5]),
      ].slice(0, 12),
    );
    expect(await call('POST', 'recently-viewed', token, { property_id: 2_000_000 })).toMatchObject({
      status: 404,
      body: { message: 'No property found.' },
    });
  });

  it("merges a visitor's list at sign-in: the newest view of each plan wins, the 12 newest are kept", async () => {
    const { token } = await newShopper(suite.db);
    const ids = (await planIds()).slice(0, 16);
    const [a = 0, b = 0, c = 0] = ids;
    await call('POST', 'recently-viewed', token, { property_id: a });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const merged = await call<RecentlyViewedEntry[]>('POST', 'recently-viewed/merge', token, {
      views: [
        { property_id: b, viewed_at: hourAgo },
        // Plan a seen a day ago in the browser, a moment ago on the server: the server's view stays.
        { property_id: a, viewed_at: dayAgo },
        // A view "in the future" by a wrong clock counts as now.
        { property_id: c, viewed_at: '2999-01-01T00:00:00Z' },
        // A plan the catalogue no longer has is left out.
        { property_id: 2_000_000, viewed_at: hourAgo },
      ],
    });
    expect(merged.status).toBe(200);
    // c (now, by the clamp) and a (the server's view a moment ago) are the newest, in either order if in one ms.
    expect(idsOf(merged.body.data).slice(0, 2).sort()).toEqual([a, c].sort());
    expect(idsOf(merged.body.data)).toHaveLength(3);
    expect(idsOf(merged.body.data)[2]).toBe(b);
    expect(new Date(merged.body.data[0]?.viewed_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());

    const many = ids.slice(3, 16).map((id, index) => ({
      property_id: id,
      viewed_at: new Date(Date.now() - (index + 2) * 60 * 60 * 1000).toISOString(),
    }));
    expect((await call('POST', 'recently-viewed/merge', token, { views: many })).status).toBe(400);
    const twelve = await call<RecentlyViewedEntry[]>('POST', 'recently-viewed/merge', token, {
      views: many.slice(0, 12),
    });
    expect(twelve.body.data).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(idsOf(twelve.body.data).slice(0, 2).sort()).toEqual([a, c].sort());
    const bad = await call('POST', 'recently-viewed/merge', token, {
      views: [{ property_id: a, viewed_at: 'yesterday' }],
    });
    expect(bad.status).toBe(400);
  });

  it("keeps each shopper's list their own", async () => {
    const first = await newShopper(suite.db);
    const second = await newShopper(suite.db);
    const [id = 0] = await planIds();
    await call('POST', 'recently-viewed', first.token, { property_id: id });
    expect((await call<RecentlyViewedEntry[]>('GET', 'recently-viewed', second.token)).body.data).toEqual([]);
  });

  it("reads a visitor's plans by id, in the order asked, unknown ones left out", async () => {
    const [a = 0, b = 0, c = 0] = await planIds();
    const answer = await call<PlanSummary[]>('GET', `recently-viewed/plans?ids=${c},${a},2000000,${b}`, null);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((plan) => Number(plan._id))).toEqual([c, a, b]);
    expect((await call('GET', `recently-viewed/plans?ids=[${a}]`, null)).status).toBe(200);
    expect((await call('GET', 'recently-viewed/plans?ids=', null)).status).toBe(400);
    const thirteen = Array.from({ length: 13 }, (_, index) => index + 1).join(',');
    expect((await call('GET', `recently-viewed/plans?ids=${thirteen}`, null)).status).toBe(400);
  });
});
