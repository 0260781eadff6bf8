import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import type { DatabaseHandle } from '../db/openDatabase';
import { writeShellBuild } from '../testing/fakeShellBuild';
import { TEST_REMOTES, buildTestApp } from '../testing/testApp';
import { TEST_DATABASES } from '../testing/testDatabases';
import { scriptHashSource } from './contentSecurityPolicy';
import { isHashedAssetName } from './shellHosting';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><html><head><title>Plan store</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const LIBRARIES = `console.log(${JSON.stringify(Array.from({ length: 800 }, (_, i) => `react ${i * 7919}`).join())});`;
const LIBRARIES_BROTLI = brotliCompressSync(LIBRARIES);
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://shell/./src/secretSauce.ts'], mappings: 'AAAA' });

/**
 * The API hosting a shell build made of `files` and a stand-in server renderer on a fresh PGlite database, for the
 * describe block it is called in.
 */
function hostShell(files: Record<string, string | Buffer>): () => FastifyInstance {
  let handle: DatabaseHandle | undefined;
  let distDir: string | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    const pglite = TEST_DATABASES[0]?.[1];
    if (!pglite) throw new Error('PGlite test database missing');
    handle = await pglite.open();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    distDir = dir;
    writeShellBuild(dir, files);
    app = await buildTestApp(handle.db, { shellDistDir: dir });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  return () => {
    if (!app) throw new Error('The shell is not hosted yet');
    return app;
  };
}

describe('shell hosting', () => {
  const loader = '(()=>{start()})();';
  const app = hostShell({
    'index.html': INDEX,
    // The inline start-up loader the renderer writes into rendered pages.
    'startup-loader.js': loader,
    'main.3f9a1c0b7d.js': BUNDLE,
    'mf-manifest.json': '{"name":"shell"}',
    // As the build leaves a chunk: beside it, its brotli sibling.
    'libraries.0c1d2e3f.js': LIBRARIES,
    'libraries.0c1d2e3f.js.br': LIBRARIES_BROTLI,
    // The build's hidden source map: kept beside the bundle for error reports.
    'main.3f9a1c0b7d.js.map': SOURCE_MAP,
  });

  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  it("sends the shell's server-rendered page at /, revalidated every time", async () => {
    const response = await get('/', { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>Rendered /</h1></div>');
  });

  it("gives the renderer the runtime config the browser gets and the store's public origin", async () => {
    const body = (await get('/property/7', { accept: HTML })).body;
    const options = /<script type="application\/json" id="renderer-options">(.*?)<\/script>/.exec(body)?.[1];
    expect(JSON.parse(options ?? 'null')).toEqual({
      runtimeConfig: { apiBaseUrl: '/api/user/', remotes: TEST_REMOTES },
      publicOrigin: expect.stringMatching(/^https?:\/\//),
      startupLoader: loader,
    });
  });

  it('sends the Content-Security-Policy with every page, which allows no inline script but the loader', async () => {
    for (const url of ['/', '/property/12', '/cart']) {
      const policy = (await get(url, { accept: HTML })).headers['content-security-policy'];
      expect(policy).toEqual(expect.stringContaining("object-src 'none'"));
      expect(policy).toEqual(expect.stringContaining("base-uri 'none'"));
      expect(policy).toEqual(expect.stringContaining("frame-ancestors 'none'"));
      expect(policy).toEqual(expect.stringContaining(new URL(TEST_REMOTES.catalog).origin));
      const scriptSources = /script-src ([^;]*)/.exec(String(policy))?.[1] ?? '';
      expect(scriptSources).not.toMatch(/unsafe-inline/);
      expect(scriptSources.split(' ').filter((source) => source.includes('sha256-'))).toEqual([
        scriptHashSource(loader),
      ]);
    }
  });

  it('caches content-hashed assets for a year and compresses them', async () => {
    const response = await get('/main.3f9a1c0b7d.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends the brotli file the build made, cached as its original', async () => {
    const response = await get('/libraries.0c1d2e3f.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(LIBRARIES_BROTLI)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LIBRARIES);
  });

  it('sends a page compressed as the client accepts it, brotli first, and says it varies by that', async () => {
    const brotli = await get('/property/42', { accept: HTML, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Rendered /property/42</h1>');

    const gzip = await get('/property/42', { accept: HTML, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Rendered /property/42</h1>');

    const plain = await get('/property/42', { accept: HTML });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Rendered /property/42</h1>');
  });

  it('revalidates files without a hash in their name', async () => {
    const response = await get('/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/property/42', '/garage-apartments?page=2'])('renders the page route %s, status 200', async (url) => {
    const response = await get(url, { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>Rendered ${url}</h1>`);
  });

  it.each(['*/*', 'application/json', ''])(
    'answers a page route with HTML whatever the Accept header says (%s): only /api/ answers JSON',
    async (accept) => {
      const response = await get('/faq', accept === '' ? {} : { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<h1>Rendered /faq</h1>');
    },
  );

  it("answers a path no route serves with the renderer's not-found page and its 404", async () => {
    const response = await get('/no/such/page?x=1', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Rendered /no/such/page?x=1</h1>');
  });

  it('never serves the server renderer or index.html as files', async () => {
    for (const url of ['/server/renderer.js', '/index.html']) {
      const response = await get(url, { accept: '*/*' });
      expect(response.body).not.toContain('createPageRenderer');
      expect(response.body).toContain(`<h1>Rendered ${url}</h1>`);
    }
  });

  it('never sends a source map, however it is asked for', async () => {
    for (const url of ['/main.3f9a1c0b7d.js.map', '/main.3f9a1c0b7d.js.m%61p', '/main.3f9a1c0b7d.js.MAP']) {
      const response = await get(url, { accept: '*/*', 'accept-encoding': 'br, gzip' });
      expect(response.body).not.toContain('secretSauce');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('never answers an unknown API route with the shell', async () => {
    const response = await get('/api/user/nothing-here', { accept: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'No such endpoint: GET /api/user/nothing-here' });
  });

  it('serves runtime-config.json from the environment, never cached', async () => {
    const response = await get('/runtime-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<RuntimeConfig>()).toEqual({ apiBaseUrl: '/api/user/', remotes: TEST_REMOTES });
  });

  it('still serves the API next to the shell', async () => {
    const response = await get('/api/user/health', { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: 'ok' });
  });

  it('recognises content-hashed file names', () => {
    expect(isHashedAssetName('main.3f9a1c0b.js')).toBe(true);
    expect(isHashedAssetName('742.a1b2c3d4e5f6.css')).toBe(true);
    expect(isHashedAssetName('remoteEntry.js')).toBe(false);
    expect(isHashedAssetName('index.html')).toBe(false);
    expect(isHashedAssetName('mf-manifest.json')).toBe(false);
  });
});

describe('without a shell build', () => {
  it('answers / with the 404 envelope', async () => {
    const pglite = TEST_DATABASES[0]?.[1];
    if (!pglite) throw new Error('PGlite test database missing');
    const handle = await pglite.open();
    const app = await buildTestApp(handle.db);
    try {
      const response = await app.inject({ method: 'GET', url: '/', headers: { accept: HTML } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'No such endpoint: GET /' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
