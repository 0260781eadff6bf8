import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import type { DatabaseHandle } from '../db/openDatabase';
import { REFERENCE_PLANS } from '../testing/referenceCatalog';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';

function attribute(svg: string, name: string): string | undefined {
  return new RegExp(`<svg[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1];
}

describe.each(TEST_DATABASES)('generated plan pictures on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
    app = await buildTestApp(handle.db);
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves an elevation as a safe, cacheable SVG document with a size and a title', async () => {
    const plan = REFERENCE_PLANS[0];
    const response = await get(`/api/user/images/plans/${plan?.id}/elevation.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const svg = response.body;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(attribute(svg, 'width')).toBe('800');
    expect(attribute(svg, 'height')).toBe('500');
    expect(attribute(svg, 'viewBox')).toBe('0 0 800 500');
    expect(svg).toContain(`<title id="t">${plan?.name}: front elevation`);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('answers 304 to a browser that already has the same drawing', async () => {
    const first = await get('/api/user/images/plans/3/elevation.svg');
    const etag = String(first.headers.etag);
    const again = await get('/api/user/images/plans/3/elevation.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draws every plan differently', async () => {
    const drawings = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((id) => get(`/api/user/images/plans/${id}/elevation.svg`)),
    );
    expect(new Set(drawings.map((drawing) => drawing.body)).size).toBe(6);
  });

  it('serves one floor plan per storey, and 404 past the top floor', async () => {
    const plan = REFERENCE_PLANS.find((candidate) => candidate.story === 2);
    if (!plan) throw new Error('no two-storey plan');
    for (const floor of [1, 2]) {
      const response = await get(`/api/user/images/plans/${plan.id}/floor-${floor}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(response.body).toContain(floor === 1 ? 'First floor' : 'Second floor');
      expect(attribute(response.body, 'viewBox')).toBe('0 0 800 600');
    }
    const missing = await get(`/api/user/images/plans/${plan.id}/floor-3.svg`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>()).toEqual({ status: 404, message: 'This plan has no floor 3.' });
  });

  it('escapes plan text inside the drawing', async () => {
    const response = await get('/api/user/images/plans/1/floor-1.svg');
    expect(response.body).not.toMatch(/<title[^>]*>[^<]*[<>][^<]*<\/title>/);
  });

  it('serves a tile per architectural style with its name', async () => {
    const response = await get('/api/user/images/styles/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<title id="t">Modern Farmhouse house style</title>');
    expect(attribute(response.body, 'width')).toBe('400');
    const other = await get('/api/user/images/styles/48.svg');
    expect(other.body).toContain('Carriage');
  });

  it.each([
    ['/api/user/images/plans/999999/elevation.svg', 404, 'No property found.'],
    ['/api/user/images/styles/49.svg', 404, 'No such plan style.'],
    ['/api/user/images/plans/abc/elevation.svg', 400, "The path parameter 'id' must be integer."],
    ['/api/user/images/plans/1/elevation.svg?size=large', 400, "Unknown query parameter 'size'."],
  ])('answers %s with %i and the error envelope', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>()).toEqual({ status, message });
  });
});
