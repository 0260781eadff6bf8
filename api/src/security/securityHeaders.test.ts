import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { STRICT_TRANSPORT_SECURITY } from '../http/transportSecurity';
import { TEST_MAIL, TEST_REMOTES, TEST_SCRYPT_COST } from '../testing/testApp';
import { writeShellBuild } from '../testing/fakeShellBuild';
import { PGLITE_TEST_DATABASE } from '../testing/testDatabases';

const PAGE = 'text/html,application/xhtml+xml,*/*;q=0.8';
/** The address of the TLS-terminating proxy in front of the store, as TRUST_PROXY names it. */
const PROXY = '10.0.0.2';

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectHardened(label: string, response: LightMyRequestResponse): void {
  expect([label, response.headers['x-content-type-options']]).toEqual([label, 'nosniff']);
  expect([label, response.headers['referrer-policy']]).toEqual([
    label,
    expect.stringMatching(/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/),
  ]);
  const policy = directives(String(response.headers['content-security-policy']));
  expect([label, policy.get('frame-ancestors')]).toEqual([label, ["'none'"]]);
  expect([label, policy.get('object-src') ?? policy.get('default-src')]).toEqual([label, ["'none'"]]);
  expect([label, policy.get('base-uri')]).toEqual([label, ["'none'"]]);
}

describe('security headers on the API and the shell page', () => {
  let handle: DatabaseHandle;
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await PGLITE_TEST_DATABASE.open();
    distDir = mkdtempSync(path.join(os.tmpdir(), 'headers-shell-'));
    writeShellBuild(distDir, {
      'index.html': '<!doctype html><html><head><title>Plans</title></head><body><div id="root"></div></body></html>',
      'main.3f9a1c0b7d.js': 'console.log(1);',
    });
    app = await buildApp({
      db: handle.db,
      shellDistDir: distDir,
      remotes: TEST_REMOTES,
      mail: TEST_MAIL,
      accounts: { passwordCost: TEST_SCRYPT_COST },
      trustProxy: [PROXY],
    });
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
    app.inject({ method: 'GET', url, headers, remoteAddress });

  it.each([
    ['the shell page', '/', { accept: PAGE }],
    ['a page route', '/property/12', { accept: PAGE }],
    ['an API answer', '/api/user/health', {}],
    ['an API refusal', '/api/user/profile', {}],
    ['a validation error', '/api/user/health?x=1', {}],
    ['an unknown API route', '/api/user/nothing-here', {}],
    ['the runtime config', '/runtime-config.json', {}],
    ['a script of the shell', '/main.3f9a1c0b7d.js', {}],
  ])(
    'sends nosniff, a Referrer-Policy and a CSP that forbids framing, plugins and <base> on %s',
    async (label, url, headers) => {
      expectHardened(label, await get(url, headers));
    },
  );

  it("lets the shell page load from exactly its own origin and the remotes' origins", async () => {
    const policy = directives(String((await get('/', { accept: PAGE })).headers['content-security-policy']));
    const remoteOrigins = Object.values(TEST_REMOTES).map((url) => new URL(url).origin);
    expect(policy.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('sends no Strict-Transport-Security over plain HTTP', async () => {
    for (const url of ['/', '/api/user/health']) {
      expect((await get(url, { accept: PAGE })).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends Strict-Transport-Security when the trusted proxy says the request came over HTTPS', async () => {
    for (const url of ['/', '/api/user/health', '/api/user/nothing-here']) {
      const response = await get(url, { accept: PAGE, 'x-forwarded-proto': 'https' }, PROXY);
      expect([url, response.headers['strict-transport-security']]).toEqual([url, STRICT_TRANSPORT_SECURITY]);
    }
  });

  it('ignores X-Forwarded-Proto from anyone but the trusted proxy', async () => {
    const response = await get('/api/user/health', { 'x-forwarded-proto': 'https' }, '198.51.100.7');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
