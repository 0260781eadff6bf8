import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import type { DatabaseHandle } from '../db/openDatabase';
import { findPlanDrawingFacts } from '../images/drawingFacts';
import { planShareImageUrl } from 'contracts/src/catalog/planPictures';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { SHARE_IMAGE_SIZE, planShareSvg, renderPlanShareImage } from './planShareImage';
import { planShareImageRoute } from './planShareImageRoute';
import { strictApp } from './testing/strictApp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(TEST_DATABASES)('GET images/plans/:id/share.png on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let store: FastifyInstance;
  /** The same route with a renderer that counts its calls. */
  let counted: FastifyInstance;
  const rendered: number[] = [];

  beforeAll(async () => {
    handle = await openSeededDatabase(database, 5);
    store = await buildTestApp(handle.db);
    counted = strictApp();
    await counted.register(planShareImageRoute, {
      prefix: '/api/user',
      db: handle.db,
      render: (plan) => {
        rendered.push(plan.id);
        return renderPlanShareImage(plan);
      },
    });
  });

  afterAll(async () => {
    await store?.close();
    await counted?.close();
    await handle?.close();
  });

  it('draws the elevation at 1200x630 under the plan number and name, escaped', async () => {
    const facts = await findPlanDrawingFacts(handle.db, 1);
    if (!facts) throw new Error('plan 1 is not seeded');
    const svg = planShareSvg({ ...facts, name: 'The <Oak> & Pine', plan_number: 'A&B-7' });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('>Plan #A&amp;B-7</text>');
    expect(svg).toContain('>The &lt;Oak&gt; &amp; Pine</text>');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('is a 1200x630 PNG that link previews and CDNs may keep a day', async () => {
    const response = await store.inject({ method: 'GET', url: planShareImageUrl(1) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const png = response.rawPayload;
    expect(png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)).toBe(true);
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: 'png', ...SHARE_IMAGE_SIZE });
  });

  it('draws a plan once: the next requests are answered from memory, concurrent ones by the same drawing', async () => {
    const url = planShareImageUrl(2);
    const [first, concurrent] = await Promise.all([
      counted.inject({ method: 'GET', url }),
      counted.inject({ method: 'GET', url }),
    ]);
    const again = await counted.inject({ method: 'GET', url });
    expect([first.statusCode, concurrent.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(concurrent.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rendered.filter((id) => id === 2)).toEqual([2]);

    await counted.inject({ method: 'GET', url: planShareImageUrl(3) });
    expect(rendered.filter((id) => id === 3)).toEqual([3]);
  });

  it('answers 304 to a client that has the same picture', async () => {
    const url = planShareImageUrl(4);
    const first = await store.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    const again = await store.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('does not keep a refusal: an unknown plan is looked up again', async () => {
    const before = rendered.length;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await counted.inject({ method: 'GET', url: planShareImageUrl(999_999) });
      expect(response.statusCode).toBe(404);
    }
    expect(rendered).toHaveLength(before);
  });

  it.each([
    [planShareImageUrl(999_999), 404, 'No property found.'],
    ['/api/user/images/plans/abc/share.png', 400, "The path parameter 'id' must be integer."],
    ['/api/user/images/plans/0/share.png', 400, "The path parameter 'id' must be >= 1."],
    [`${planShareImageUrl(1)}?size=large`, 400, "Unknown query parameter 'size'."],
  ])('answers %s with %i and the error envelope', async (url, status, message) => {
    const response = await store.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>()).toEqual({ status, message });
  });
});
