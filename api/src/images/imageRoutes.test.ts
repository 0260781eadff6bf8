import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { ApiErrorBody } from 'contracts/src/api/envelope';
import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import { planElevationUrl, planFloorUrl, planPhotoUrl, styleTileUrl } from 'contracts/src/catalog/planPictures';
import type { DatabaseHandle } from '../db/openDatabase';
import { strictApp } from '../seo/testing/strictApp';
import { REFERENCE_PLANS } from '../testing/referenceCatalog';
import { buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { imageRoutes } from './imageRoutes';
import { negotiatePictureFormat, rasterise } from './pictureRaster';

/** What Chrome and Edge send for an <img>. */
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

function attribute(svg: string, name: string): string | undefined {
  return new RegExp(`<svg[^>]*\\s${name}="([^"]+)"`).exec(svg)?.[1];
}

function roofPaths(svg: string): string[] {
  return [...svg.matchAll(/<path d="([^"]+)" class="roof"/g)].map((match) => match[1] ?? '');
}

describe('choosing a picture format by the Accept header', () => {
  it.each([
    [CHROME_ACCEPT, 'avif'],
    ['image/webp,*/*', 'webp'],
    ['image/avif;q=0.5, image/webp', 'webp'],
    ['image/avif;q=0,image/webp;q=0', 'svg'],
    ['image/*,*/*;q=0.8', 'svg'],
    ['', 'svg'],
    [undefined, 'svg'],
  ])('%s gets %s', (accept, format) => {
    expect(negotiatePictureFormat(accept)).toBe(format);
  });
});

describe.each(TEST_DATABASES)('generated plan pictures on %s', (_name, database) => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  /** The same routes with a rasteriser that counts its calls. */
  let counted: FastifyInstance;
  const rasterised: string[] = [];

  beforeAll(async () => {
    handle = await openSeededDatabase(database);
    app = await buildTestApp(handle.db);
    counted = strictApp();
    await counted.register(imageRoutes, {
      prefix: '/api/user',
      db: handle.db,
      raster: (svg, svgWidth, width, format) => {
        rasterised.push(`${svg.length}:${width}:${format}`);
        return rasterise(svg, svgWidth, width, format);
      },
    });
  });

  afterAll(async () => {
    await app?.close();
    await counted?.close();
    await handle?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('serves a plan picture as a safe, cacheable SVG to a client that names no raster format', async () => {
    const plan = REFERENCE_PLANS[0];
    const response = await get(`/api/user/images/plans/${plan?.id}/elevation.svg`, { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const svg = response.body;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(attribute(svg, 'width')).toBe('800');
    expect(attribute(svg, 'height')).toBe('500');
    expect(svg).toContain(`<title id="t">${plan?.name}: front view`);
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('varies by Accept and by Accept-Encoding when the SVG is compressed', async () => {
    const response = await get('/api/user/images/plans/2/elevation.svg', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(String(response.headers.vary).toLowerCase().split(/,\s*/).sort()).toEqual(['accept', 'accept-encoding']);
  });

  it.each([
    [CHROME_ACCEPT, 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
  ])('answers %s with %s on the same URL', async (accept, type, format) => {
    const response = await get('/api/user/images/plans/2/elevation.svg', { accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format, width: 800, height: 500 });
  });

  it.each([320, 640, 960, 1280])('renders a raster %i pixels wide when asked with ?w=', async (width) => {
    const response = await get(`/api/user/images/plans/3/elevation.svg?w=${width}`, { accept: 'image/webp' });
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round((width * 500) / 800) });
  });

  it('refuses a width pages do not use', async () => {
    for (const url of [
      '/api/user/images/plans/3/elevation.svg?w=400',
      '/api/user/images/plans/3/elevation.svg?w=big',
      '/api/user/images/styles/3.svg?w=100',
    ]) {
      const response = await get(url, { accept: CHROME_ACCEPT });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().message).toMatch(/^The query parameter 'w' must be/);
    }
  });

  it('rasterises a picture once per format and width, concurrent requests included', async () => {
    const url = '/api/user/images/plans/4/elevation.svg?w=320';
    const before = rasterised.length;
    const ask = (accept: string) => counted.inject({ method: 'GET', url, headers: { accept } });
    const [first, concurrent] = await Promise.all([ask(CHROME_ACCEPT), ask(CHROME_ACCEPT)]);
    const again = await ask(CHROME_ACCEPT);
    expect([first.statusCode, concurrent.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(concurrent.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(rasterised.length - before).toBe(1);

    const webp = await ask('image/webp');
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.etag).not.toBe(first.headers.etag);
    await counted.inject({
      method: 'GET',
      url: '/api/user/images/plans/4/elevation.svg?w=640',
      headers: { accept: 'image/webp' },
    });
    expect(rasterised.length - before).toBe(3);
    // The vector needs no rasterising.
    await ask('*/*');
    expect(rasterised.length - before).toBe(3);
  });

  it('answers 304 to a browser that already has the same picture in the same format', async () => {
    for (const accept of ['*/*', CHROME_ACCEPT]) {
      const first = await get('/api/user/images/plans/3/elevation.svg', { accept });
      const etag = String(first.headers.etag);
      const again = await get('/api/user/images/plans/3/elevation.svg', { accept, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('draws every plan differently', async () => {
    const drawings = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((id) => get(`/api/user/images/plans/${id}/elevation.svg`)),
    );
    expect(new Set(drawings.map((drawing) => drawing.body)).size).toBe(6);
  });

  it('serves one floor plan per storey as SVG, and 404 past the top floor', async () => {
    const plan = REFERENCE_PLANS.find((candidate) => candidate.story === 2);
    if (!plan) throw new Error('no two-storey plan');
    for (const floor of [1, 2]) {
      const response = await get(`/api/user/images/plans/${plan.id}/floor-${floor}.svg`, { accept: CHROME_ACCEPT });
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

  it('answers each picture asked for by its current version as immutable, any other for a week', async () => {
    const plan = REFERENCE_PLANS.find((candidate) => candidate.story === 2);
    if (!plan) throw new Error('no two-storey plan');
    const row = await handle.db
      .selectFrom('plans')
      .select('floor_images')
      .where('id', '=', plan.id)
      .executeTakeFirstOrThrow();
    // The catalogue stores its floor plans' URLs with the drawings' current version.
    expect(row.floor_images).toEqual([1, 2].map((floor) => planFloorUrl(plan.id, floor)));
    const pictures = [
      ...row.floor_images,
      planElevationUrl(plan.id),
      planPhotoUrl(plan.id),
      styleTileUrl(ARCHITECTURAL_STYLES[0]?.code ?? 1),
    ];
    for (const current of pictures) {
      for (const asked of [current, `${current}&w=320`]) {
        const response = await get(asked, { accept: CHROME_ACCEPT });
        expect({ asked, status: response.statusCode, cache: response.headers['cache-control'] }).toEqual({
          asked,
          status: 200,
          cache: 'public, max-age=31536000, immutable',
        });
      }
      const earlier = await get(current.replace(/\?v=[^&]*/, '?v=0.earlier'), { accept: CHROME_ACCEPT });
      const unversioned = await get(current.replace(/\?.*$/, ''), { accept: CHROME_ACCEPT });
      for (const response of [earlier, unversioned]) {
        // The current picture, but kept only a week: that URL's picture has changed, or may.
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe((await get(current, { accept: CHROME_ACCEPT })).body);
        expect(response.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
      }
      expect((await get(`${current.replace(/\?.*$/, '')}?v=1%26w%3D320`)).statusCode).toBe(400);
    }
  });

  it('serves a floor plan as a raster only at a thumbnail width asked for', async () => {
    const thumbnail = await get('/api/user/images/plans/1/floor-1.svg?w=320', { accept: CHROME_ACCEPT });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/avif');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    const vector = await get('/api/user/images/plans/1/floor-1.svg?w=320', { accept: 'image/svg+xml' });
    expect(vector.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const missing = await get('/api/user/images/plans/1/floor-9.svg?w=320', { accept: CHROME_ACCEPT });
    expect(missing.statusCode).toBe(404);
  });

  it('escapes plan text inside the drawing', async () => {
    const response = await get('/api/user/images/plans/1/floor-1.svg');
    expect(response.body).not.toMatch(/<title[^>]*>[^<]*[<>][^<]*<\/title>/);
  });

  it('serves a client album photo of the house as built, wide, in the negotiated format', async () => {
    const svg = await get('/api/user/images/plans/5/photo');
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(attribute(svg.body, 'width')).toBe('1200');
    expect(attribute(svg.body, 'height')).toBe('420');
    expect(svg.body).toContain(': the house as built');
    const avif = await get('/api/user/images/plans/5/photo?w=960', { accept: CHROME_ACCEPT });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ width: 960, height: 336 });
  });

  it('serves a tile per architectural style with its name, showing a house of that style', async () => {
    const response = await get('/api/user/images/styles/1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<title id="t">Modern Farmhouse house style</title>');
    expect(attribute(response.body, 'width')).toBe('400');
    const other = await get('/api/user/images/styles/48.svg');
    expect(other.body).toContain('Carriage');
    expect(roofPaths(other.body)).not.toEqual(roofPaths(response.body));
    const webp = await get('/api/user/images/styles/1.svg', { accept: 'image/webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 400, height: 250 });
  });

  it.each([
    ['/api/user/images/plans/999999/elevation.svg', 404, 'No property found.'],
    ['/api/user/images/plans/999999/photo', 404, 'No property found.'],
    ['/api/user/images/styles/49.svg', 404, 'No such plan style.'],
    ['/api/user/images/plans/abc/elevation.svg', 400, "The path parameter 'id' must be integer."],
    ['/api/user/images/plans/1/elevation.svg?size=large', 400, "Unknown query parameter 'size'."],
    [
      '/api/user/images/plans/1/floor-1.svg?w=300',
      400,
      "The query parameter 'w' must be equal to one of the allowed values.",
    ],
  ])('answers %s with %i and the error envelope', async (url, status, message) => {
    const response = await get(url, { accept: CHROME_ACCEPT });
    expect(response.statusCode).toBe(status);
    expect(response.json<ApiErrorBody>()).toEqual({ status, message });
  });
});
