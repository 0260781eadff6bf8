// react-router 7 selects its build by no export condition webpack knows ("production" is not among its exports): it
// always resolves to dist/development, whose dev-only warnings stay in. A production build takes dist/production.
const path = require('node:path');

/** What the share key `react-router-dom` provides: the router's browser API only (see sharedRouter.mjs). */
const SHARED_ROUTER = path.join(__dirname, 'sharedRouter.mjs');

/**
 * Resolved from where the app finds react-router-dom, so every app bundles the copy it was tested with.
 * @param {string} dir @param {boolean} production
 */
function routerBuildAliases(dir, production) {
  const routerDom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  const build = path.join(router, 'dist', production ? 'production' : 'development');
  return {
    'react-router$': path.join(build, 'index.mjs'),
    'react-router/dom$': path.join(build, 'dom-export.mjs'),
    // What every app gets (and shares) for `react-router-dom`: the browser API of the build above.
    'react-router-dom$': SHARED_ROUTER,
  };
}

module.exports = { routerBuildAliases };
