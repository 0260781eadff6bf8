import { shellPageHtml } from './shellPage';

const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  checkout: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  content: 'http://localhost:3004/mf-manifest.json',
  staff: 'http://localhost:3005/mf-manifest.json',
};

describe('the shell page as sent', () => {
  it('keeps the built page and adds the hints and the config at the end of its head', () => {
    const html = shellPageHtml('<html><head><title>T</title></head><body></body></html>', {
      apiBaseUrl: '/api/user/',
      remotes,
    });
    expect(
      html.startsWith('<html><head><title>T</title><link rel="preconnect" href="http://localhost:3001" crossorigin>'),
    ).toBe(true);
    expect(html.endsWith('</script></head><body></body></html>')).toBe(true);
  });

  it('cannot be broken out of by a config value holding a closing script tag', () => {
    const html = shellPageHtml('<head></head>', {
      apiBaseUrl: '/api/user/',
      remotes,
      builderRegistrationUrl: 'https://builders.example/</script><script>alert(1)</script>',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const inline = /<script type="application\/json" id="runtime-config">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline).builderRegistrationUrl).toBe(
      'https://builders.example/</script><script>alert(1)</script>',
    );
  });

  describe("the opened route's remote", () => {
    const built =
      '<html><head><title>T</title><meta name="remote-preloads"/><script defer src="/main.js"></script></head><body></body></html>';

    it('has its manifest preloaded in place of the slot, as the CORS fetch the federation runtime makes', () => {
      const html = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/cart');
      expect(html).toContain(
        '<title>T</title>' +
          '<link rel="preload" href="http://localhost:3002/mf-manifest.json" as="fetch" crossorigin fetchpriority="high" data-first-page="./CartPage">' +
          '<script defer src="/main.js">',
      );
      expect(html).not.toContain('remote-preloads');
    });

    it('follows the route table, parameters and aliases included', () => {
      const detail = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/property/12');
      expect(detail).toContain('<link rel="preload" href="http://localhost:3001/mf-manifest.json"');
      const signIn = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/signin');
      expect(signIn).toContain('<link rel="preload" href="http://localhost:3003/mf-manifest.json"');
      expect(signIn.match(/rel="preload"/g)).toHaveLength(1);
    });

    it('is not guessed for a path the route table does not know', () => {
      const html = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/no-such-page');
      expect(html).not.toContain('rel="preload"');
      expect(html).not.toContain('remote-preloads');
    });

    it('is not preloaded by a page without the slot (the build with the remotes built in)', () => {
      const html = shellPageHtml(
        '<html><head><title>T</title></head><body></body></html>',
        { apiBaseUrl: '/api/user/', remotes },
        '/cart',
      );
      expect(html).not.toContain('rel="preload"');
    });
  });

  describe("the opened page's first paint", () => {
    const built =
      '<html><head><title>T</title></head><body><div id="root"></div><div class="page"><meta name="first-paint"></div></body></html>';
    const firstPaint = { css: '.first-paint h1{margin:0}', html: '<h1>Your Dream Home Awaits</h1>' };

    it('puts its markup in the slot and its styles at the end of the head', () => {
      const html = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/home', firstPaint);
      expect(html).toContain('<div class="page"><div class="first-paint"><h1>Your Dream Home Awaits</h1></div></div>');
      expect(html).toMatch(/<style>\.first-paint h1\{margin:0\}<\/style><\/head>/);
      expect(html).not.toContain('name="first-paint"');
    });

    it('leaves the slot empty without one', () => {
      const html = shellPageHtml(built, { apiBaseUrl: '/api/user/', remotes }, '/cart', null);
      expect(html).toContain('<div class="page"></div>');
      expect(html).not.toContain('<style>');
    });

    it('adds nothing to a page without the slot', () => {
      const html = shellPageHtml(
        '<html><head></head><body></body></html>',
        { apiBaseUrl: '/api/user/', remotes },
        '/home',
        firstPaint,
      );
      expect(html).not.toContain('Your Dream Home Awaits');
      expect(html).not.toContain('<style>');
    });
  });
});
