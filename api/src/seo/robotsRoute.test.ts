import type { FastifyInstance } from 'fastify';
import { publicStaticPaths } from 'contracts/src/routing/publicPages';
import { disallowedPaths, robotsRoute } from './robotsRoute';
import { strictApp } from './testing/strictApp';

describe('GET /robots.txt', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = strictApp();
    await app.register(robotsRoute, { siteUrl: 'https://plans.example/store/' });
  });

  afterAll(() => app.close());

  const robots = async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  const rules = (body: string, field: 'Disallow' | 'Allow') =>
    body
      .split('\n')
      .filter((line) => line.startsWith(`${field}: `))
      .map((line) => line.slice(field.length + 2));

  it('is plain text that crawlers and proxies may keep an hour', async () => {
    const response = await robots();
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.split('\n')[0]).toBe('User-agent: *');
  });

  it('names the sitemap at the store’s public origin', async () => {
    const response = await robots();
    expect(response.body).toContain('\nSitemap: https://plans.example/sitemap.xml\n');
  });

  it('keeps crawlers out of the cart, checkout, payment, account pages, the staff desk and the API', async () => {
    const disallowed = rules((await robots()).body, 'Disallow');
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/cart',
        '/checkout',
        '/testcheckout',
        '/order-confirmation/',
        '/myaccount',
        '/usersettings',
        '/SignIn',
        '/signin',
        '/signup',
        '/SignUpEmail',
        '/SignInEmail',
        '/resetPass',
        '/verifyOtp',
        '/setPassword',
        '/favoritedetails',
        '/favorite',
        '/compare',
        '/staff/',
        '/api/',
      ]),
    );
    // Each rule once; the staff desk's pages as their folder, a page with a parameter as its prefix.
    expect(new Set(disallowed).size).toBe(disallowed.length);
    expect(disallowed.some((path) => path.includes(':') || path.startsWith('/staff/orders'))).toBe(false);
  });

  it('disallows no public page (robots.txt rules match by prefix)', () => {
    const disallowed = disallowedPaths();
    const blocked = publicStaticPaths().filter((page) => disallowed.some((prefix) => page.startsWith(prefix)));
    expect(blocked).toEqual([]);
    expect(disallowed.some((prefix) => '/property/12'.startsWith(prefix))).toBe(false);
  });

  it('lets link previews and image search fetch the plans’ pictures, but not profile photos', async () => {
    const allowed = rules((await robots()).body, 'Allow');
    expect(allowed).toEqual(['/api/user/images/', '/']);
    expect(rules((await robots()).body, 'Disallow')).toContain('/api/user/images/profile/');
  });
});
