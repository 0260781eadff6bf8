import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { cacheControlFor, createRemoteServer, resolveSettings } from './serveRemote.mjs';

describe('cacheControlFor', () => {
  test('entry files are revalidated on every load', () => {
    assert.equal(cacheControlFor('mf-manifest.json'), 'no-cache');
    assert.equal(cacheControlFor('remoteEntry.js'), 'no-cache');
  });
  test('content-hashed files are cached for a year', () => {
    for (const name of ['387.da0d88c7.js', '__federation_expose_HomePage.5e4e9ef5.js', 'main.0a1b2c3d.css']) {
      assert.equal(cacheControlFor(name), 'public, max-age=31536000, immutable', name);
    }
  });
  test('anything else is revalidated', () => {
    assert.equal(cacheControlFor('favicon.ico'), 'no-cache');
    assert.equal(cacheControlFor('387.js'), 'no-cache');
  });
});

describe('resolveSettings', () => {
  /** @type {string} */
  let packageDir;
  before(() => {
    packageDir = mkdtempSync(path.join(tmpdir(), 'serve-remote-pkg-'));
    writeFileSync(
      path.join(packageDir, 'package.json'),
      JSON.stringify({ name: 'catalog-remote', remote: { name: 'catalog', port: 3001 } }),
    );
  });
  after(() => rmSync(packageDir, { recursive: true, force: true }));

  test("defaults to the package's own dist and port", () => {
    assert.deepEqual(resolveSettings([], {}, packageDir), {
      dir: path.join(packageDir, 'dist'),
      port: 3001,
      host: 'localhost',
      name: 'catalog',
    });
  });
  test('arguments win over the environment, which wins over package.json', () => {
    assert.equal(resolveSettings([], { PORT: '4001' }, packageDir).port, 4001);
    assert.equal(resolveSettings([], { REMOTE_PORT: '4002', PORT: '4001' }, packageDir).port, 4002);
    const settings = resolveSettings(
      ['--dir', '/srv/catalog', '--port', '5001'],
      { PORT: '4001', REMOTE_DIR: '/x' },
      packageDir,
    );
    assert.equal(settings.dir, '/srv/catalog');
    assert.equal(settings.port, 5001);
  });
  test("--dir alone serves that package's dist on that package's port", () => {
    const settings = resolveSettings(['--dir', path.join(packageDir, 'dist')], {}, tmpdir());
    assert.equal(settings.port, 3001);
    assert.equal(settings.name, 'catalog');
  });
  test('refuses a missing or invalid port', () => {
    assert.throws(() => resolveSettings([], {}, tmpdir()), /No port/);
    assert.throws(() => resolveSettings(['--port', 'abc'], {}, packageDir), /Invalid port/);
  });
});

describe('createRemoteServer', () => {
  const PAGE_CHUNK = `console.log(${JSON.stringify(Array.from({ length: 800 }, (_, i) => `cart ${i * 7919}`).join())});`;
  const PAGE_CHUNK_BROTLI = brotliCompressSync(PAGE_CHUNK);
  const SOURCE_MAP = JSON.stringify({
    version: 3,
    sources: ['webpack://catalog/./src/home/secretSauce.ts'],
    mappings: 'AAAA',
  });
  /** @type {string} */
  let distDir;
  /** @type {Awaited<ReturnType<typeof createRemoteServer>>} */
  let app;
  before(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'serve-remote-dist-'));
    writeFileSync(path.join(distDir, 'mf-manifest.json'), JSON.stringify({ id: 'catalog', name: 'catalog' }));
    writeFileSync(path.join(distDir, 'remoteEntry.js'), `var catalog = ${JSON.stringify('x'.repeat(4000))};`);
    writeFileSync(path.join(distDir, '__federation_expose_HomePage.5e4e9ef5.js'), 'console.log(1);');
    // As the build leaves a page chunk: beside it, its brotli sibling.
    writeFileSync(path.join(distDir, '__federation_expose_CartPage.0a1b2c3d.js'), PAGE_CHUNK);
    writeFileSync(path.join(distDir, '__federation_expose_CartPage.0a1b2c3d.js.br'), PAGE_CHUNK_BROTLI);
    // The build's hidden source maps, kept beside the code for error reports.
    writeFileSync(path.join(distDir, '__federation_expose_HomePage.5e4e9ef5.js.map'), SOURCE_MAP);
    writeFileSync(path.join(distDir, 'main.0a1b2c3d.css'), 'main{display:block}');
    writeFileSync(path.join(distDir, 'main.0a1b2c3d.css.map'), SOURCE_MAP);
    app = await createRemoteServer({ dir: distDir });
  });
  after(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('the manifest is readable cross-origin and never cached stale', async () => {
    const response = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:3000' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.json().name, 'catalog');
  });
  test('remoteEntry.js is compressed and revalidated', async () => {
    const response = await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], 'no-cache');
  });
  test('hashed chunks are immutable and carry CORS headers', async () => {
    const response = await app.inject({
      url: '/__federation_expose_HomePage.5e4e9ef5.js',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
  test("a file compressed at build time is sent as built, with its own file's cache policy", async () => {
    const response = await app.inject({
      url: '/__federation_expose_CartPage.0a1b2c3d.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(response.rawPayload.equals(PAGE_CHUNK_BROTLI), 'the bytes of the brotli file');
    assert.equal(brotliDecompressSync(response.rawPayload).toString(), PAGE_CHUNK);
  });
  test('a browser that takes no brotli gets the same file in an encoding it reads', async () => {
    const response = await app.inject({
      url: '/__federation_expose_CartPage.0a1b2c3d.js',
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.body, PAGE_CHUNK);
  });
  test('a preflight request is answered', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/mf-manifest.json',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], '*');
  });
  test('never sends a source map, however it is asked for', async () => {
    for (const url of [
      '/__federation_expose_HomePage.5e4e9ef5.js.map',
      '/main.0a1b2c3d.css.map',
      '/__federation_expose_HomePage.5e4e9ef5.js.m%61p',
      '/__federation_expose_HomePage.5e4e9ef5.js.MAP',
      '/./__federation_expose_HomePage.5e4e9ef5.js.map',
    ]) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(response.statusCode, 404, url);
      assert.ok(!response.body.includes('secretSauce'), url);
    }
  });
  test('every answer is nosniff, sends no referrer and allows nothing to run, load or frame when opened by itself', async () => {
    const answers = {
      manifest: await app.inject({ url: '/mf-manifest.json' }),
      script: await app.inject({ url: '/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } }),
      'pre-compressed chunk': await app.inject({
        url: '/__federation_expose_CartPage.0a1b2c3d.js',
        headers: { 'accept-encoding': 'br' },
      }),
      'style sheet': await app.inject({ url: '/main.0a1b2c3d.css' }),
      'missing file': await app.inject({ url: '/nope.js' }),
      'refused map': await app.inject({ url: '/main.0a1b2c3d.css.map' }),
      preflight: await app.inject({
        method: 'OPTIONS',
        url: '/mf-manifest.json',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
      }),
    };
    for (const [what, response] of Object.entries(answers)) {
      assert.equal(response.headers['x-content-type-options'], 'nosniff', what);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', what);
      assert.equal(
        response.headers['content-security-policy'],
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        what,
      );
    }
  });
  test('a missing file is a 404', async () => {
    const response = await app.inject({ url: '/nope.js' });
    assert.equal(response.statusCode, 404);
  });
  test('refuses to start without a built dist', async () => {
    await assert.rejects(createRemoteServer({ dir: path.join(distDir, 'missing') }), /build the remote first/);
  });
});
