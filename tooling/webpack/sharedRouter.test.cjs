const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { describe, test } = require('node:test');
const createFederatedConfig = require('./createFederatedConfig.cjs');
const { routerBuildAliases } = require('./routerAliases.cjs');

const workspace = path.resolve(__dirname, '..', '..');
const shellDir = path.join(workspace, 'shell');
const SHARED_ROUTER = path.join(__dirname, 'sharedRouter.mjs');
const IGNORED = new Set(['node_modules', 'dist', 'coverage', '.git', '.bench', '.data']);

/** The names sharedRouter.mjs exports (after `as`). */
function sharedRouterExports() {
  const [, list] = fs.readFileSync(SHARED_ROUTER, 'utf8').match(/export \{([^}]*)\} from 'react-router';/) ?? [];
  assert.ok(list, "sharedRouter.mjs re-exports from 'react-router'");
  return new Set(
    list
      .split(',')
      .map((item) =>
        item
          .trim()
          .split(/\s+as\s+/)
          .pop(),
      )
      .filter(Boolean),
  );
}

/**
 * Every value (not type) name any source file of the workspace imports from react-router-dom, with a file using it.
 * @param {string} [folder]
 * @param {Map<string, string>} [found]
 */
function routerNamesImported(folder = workspace, found = new Map()) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (IGNORED.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) routerNamesImported(full, found);
    // Tests and their helpers are never bundled: they may render with the server's router.
    else if (/\.(tsx?|[cm]?js)$/.test(entry.name) && !/\.test\.|[\\/]testing[\\/]/.test(full)) {
      const text = fs.readFileSync(full, 'utf8');
      for (const [, typeOnly, names = ''] of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router-dom['"]/g,
      )) {
        if (typeOnly) continue;
        for (const item of names.split(',')) {
          // `name` or `name as local`: the name react-router-dom exports comes first.
          const [name = ''] = item.trim().split(/\s+as\s+/);
          if (name && !name.startsWith('type ')) found.set(name, path.relative(workspace, full));
        }
      }
    }
  }
  return found;
}

describe('the shared router', () => {
  test('every name the apps import from react-router-dom is shared (a missing one is undefined at runtime)', () => {
    const shared = sharedRouterExports();
    const imported = routerNamesImported();
    assert.ok(imported.size > 5, 'the scan finds the router imports');
    for (const [name, file] of imported)
      assert.ok(shared.has(name), `${file} imports ${name}, which sharedRouter.mjs does not export`);
  });

  test('leaves out the server side (sessions, cookies, request handlers, static routers)', () => {
    const shared = sharedRouterExports();
    for (const name of [
      'createCookie',
      'createCookieSessionStorage',
      'createRequestHandler',
      'createStaticHandler',
      'StaticRouter',
      'ServerRouter',
    ]) {
      assert.ok(!shared.has(name), name);
    }
  });

  test('is what `react-router-dom` resolves to (and so what its share key provides), loaded with the start-up libraries', () => {
    const host = createFederatedConfig({ dir: shellDir, name: 'shell', port: 3000, isHost: true })(
      {},
      { mode: 'production' },
    );
    assert.equal(host.resolve.alias['react-router-dom$'], SHARED_ROUTER);
    assert.ok(host.optimization.splitChunks.cacheGroups.libraries?.test.test(SHARED_ROUTER));
  });

  test("a production build bundles react-router's production build, a development build its development one", () => {
    const production = routerBuildAliases(shellDir, true);
    const development = routerBuildAliases(shellDir, false);
    assert.match(production['react-router$'], /[\\/]react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    assert.match(production['react-router/dom$'], /[\\/]dist[\\/]production[\\/]dom-export\.mjs$/);
    assert.match(development['react-router$'], /[\\/]dist[\\/]development[\\/]index\.mjs$/);
    assert.ok(fs.existsSync(production['react-router$']) && fs.existsSync(production['react-router/dom$']));
    // What tells the two apart: the production build has its development warnings switched off.
    const productionFolder = path.dirname(production['react-router$']);
    const productionCode = fs
      .readdirSync(productionFolder)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => fs.readFileSync(path.join(productionFolder, file), 'utf8'));
    assert.ok(productionCode.some((code) => code.includes('ENABLE_DEV_WARNINGS = false')));
  });
});
