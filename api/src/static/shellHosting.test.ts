import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import type { DatabaseHandle } from '../db/openDatabase';
import { TEST_REMOTES, buildTestApp } from '../testing/testApp';
import { TEST_DATABASES, openSeededDatabase } from '../testing/testDatabases';
import { isHashedAssetName } from './shellHosting';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX = '<!doctype html><html><head><title>Plan store</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const LIBRARIES = `console.log(${JSON.stringify(Array.from({ length: 800 }, (_, i) => `react ${i * 7919}`).join())});`;
const LIBRARIES_BROTLI = brotliCompressSync(LIBRARIES);
const SOURCE_MAP = JSON.stringify({ version: 3, sources: ['webpack://shell/./src/secretSauce.ts'], mappings: 'AAAA' });

/**
 * The API hosting a shell build made of `files` on a fresh PGlite database (seeded with `plans` plans, if any),
 * for the describe block it is called in.
 */
function hostShell(files: Record<string, string | Buffer>, plans = 0): () => FastifyInstance {
  let handle: DatabaseHandle | undefined;
  let distDir: string | undefined;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    const pglite = TEST_DATABASES[0]?.[1];
    if (!pglite) throw new Error('PGlite test database missing');
    handle = plans > 0 ? await openSeededDatabase(pglite, plans) : await pglite.open();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    distDir = dir;
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
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
  const app = hostShell({
    'index.html': INDEX,
    'main.3f9a1c0b7d.js': BUNDLE,
    'mf-manifest.json': '{"name":"shell"}',
    // As the build leaves a chunk: beside it, its brotli sibling.
    'libraries.0c1d2e3f.js': LIBRARIES,
    'libraries.0c1d2e3f.js.br': LIBRARIES_BROTLI,
    // The build's hidden source map: kept beside the bundle for error reports.
    'main.3f9a1c0b7d.js.map': SOURCE_MAP,
  });

  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });

  it('serves index.html at / and asks browsers to revalidate it', async () => {
    const response = await get('/', { accept: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(
      /^<!doctype html><html><head><title>Plan store<\/title>.*<\/head><body><div id="root"><\/div><\/body><\/html>$/,
    );
  });

  it('inlines the runtime config in the shell page, so the shell needs no request for it', async () => {
    const body = (await get('/property/7', { accept: HTML })).body;
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script><\/head>/.exec(body)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual({ apiBaseUrl: '/api/user/', remotes: TEST_REMOTES });
  });

  it("warms up connections to every remote's origin from the shell page", async () => {
    const body = (await get('/', { accept: HTML })).body;
    for (const origin of new Set(Object.values(TEST_REMOTES).map((url) => new URL(url).origin))) {
      expect(body).toContain(`<link rel="preconnect" href="${origin}" crossorigin>`);
      expect(body).toContain(`<link rel="preconnect" href="${origin}">`);
    }
  });

  it('sends the Content-Security-Policy with the shell page, at / and at every page route', async () => {
    for (const url of ['/', '/property/12', '/cart']) {
      const policy = (await get(url, { accept: HTML })).headers['content-security-policy'];
      expect(policy).toEqual(expect.stringContaining("object-src 'none'"));
      expect(policy).toEqual(expect.stringContaining("base-uri 'none'"));
      expect(policy).toEqual(expect.stringContaining("frame-ancestors 'none'"));
      expect(policy).toEqual(expect.stringContaining(new URL(TEST_REMOTES.catalog).origin));
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

  it('revalidates files without a hash in their name', async () => {
    const response = await get('/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/property/42', '/garage-apartments', '/no/such/page?x=1'])(
    'answers the page route %s with index.html and 200, for the shell to route',
    async (url) => {
      const response = await get(url, { accept: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('id="runtime-config"');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers a missing file that is not a page with the 404 envelope', async () => {
    const response = await get('/missing.4b1c2d3e9f.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'No such endpoint: GET /missing.4b1c2d3e9f.js' });
  });

  it('never sends a source map, however it is asked for', async () => {
    for (const url of ['/main.3f9a1c0b7d.js.map', '/main.3f9a1c0b7d.js.m%61p', '/main.3f9a1c0b7d.js.MAP']) {
      const response = await get(url, { accept: '*/*', 'accept-encoding': 'br, gzip' });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('secretSauce');
    }
    // A browser asking for it as a page gets the shell page, not the map.
    const asPage = await get('/main.3f9a1c0b7d.js.map', { accept: HTML });
    expect(asPage.body).not.toContain('secretSauce');
    expect(asPage.body).toContain('id="runtime-config"');
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

describe("the shell page's start-up loader", () => {
  const loader = 'document.head.append(document.importNode(document.getElementById("startup-assets").content, true));';
  const app = hostShell({ 'index.html': INDEX.replace('</body>', `<script>${loader}</script></body>`) });
  const loaderSource = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;

  it('is allowed by its hash alone: the policy still refuses any other inline script', async () => {
    const policy = (await app().inject({ method: 'GET', url: '/home', headers: { accept: HTML } })).headers[
      'content-security-policy'
    ];
    const scriptSources = /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ') ?? [];
    expect(scriptSources).toContain(loaderSource);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it('is never sent without its policy: /index.html asked for by name is the shell page as every route sends it', async () => {
    const response = await app().inject({ method: 'GET', url: '/index.html', headers: { accept: HTML } });
    expect(response.headers['content-security-policy']).toContain(loaderSource);
    expect(response.body).toContain('id="runtime-config"');
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

describe("the opened page's first paint in the shell page", () => {
  const app = hostShell(
    { 'index.html': INDEX.replace('</body>', '<div class="page"><meta name="first-paint"></div></body>') },
    3,
  );

  it("shows a plan's name and main picture from the catalogue before any script runs", async () => {
    const plan = (await app().inject({ method: 'GET', url: '/api/user/property/1' })).json().data;
    const body = (await app().inject({ method: 'GET', url: '/property/1', headers: { accept: HTML } })).body;
    expect(body).toContain(`<h1>${plan.name}</h1>`);
    expect(body).toContain(`<img class="main-image" src="${plan.main_images[0]}"`);
  });

  it('shows the home hero, and nothing for a plan that does not exist', async () => {
    expect((await app().inject({ method: 'GET', url: '/', headers: { accept: HTML } })).body).toContain(
      '<h1>Your Dream Home Awaits</h1>',
    );
    const missing = await app().inject({ method: 'GET', url: '/property/999', headers: { accept: HTML } });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain('<div class="page"></div>');
  });
});
