// Keeps shared-ui one set of singletons:
// - shared-ui's own files import each other by relative path, which the `shared-ui/` share key does not match, so a
//   remote would get a private second copy of, say, the session store. Those requests become `shared-ui/src/...`.
// - Style sheets are not modules to share (a shared CSS module would load through the federation runtime, if at
//   all): a `shared-ui/...css` request becomes an absolute path, which the share key does not match.
const path = require('node:path');
const { SHARED_UI_ROOT } = require('./workspacePaths.cjs');

/**
 * A module request before webpack resolves it (what the plugin reads and rewrites of webpack's ResolveData).
 * @typedef {{ context: string, request: string }} ModuleRequest
 */
/**
 * All the plugin uses of webpack's Compiler, the hook every module request passes before it is resolved (so a test
 * can hand it a stand-in).
 * @typedef {{ hooks: { beforeResolve: { tap(name: string, hook: (request: ModuleRequest) => void): void } } }} ModuleFactory
 * @typedef {{ hooks: { normalModuleFactory: { tap(name: string, onFactory: (factory: ModuleFactory) => void): void } } }} RequestCompiler
 */

class SharedUiRequestPlugin {
  /** @param {RequestCompiler} compiler */
  apply(compiler) {
    const sourceRoot = path.join(SHARED_UI_ROOT, 'src') + path.sep;
    compiler.hooks.normalModuleFactory.tap('SharedUiRequestPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('SharedUiRequestPlugin', (resolveData) => {
        const { context, request } = resolveData;
        const styleSheet = /\.css$/.test(request);
        if (request.startsWith('shared-ui/')) {
          if (styleSheet) resolveData.request = path.join(SHARED_UI_ROOT, request.slice('shared-ui/'.length));
          return;
        }
        if (styleSheet || !context || !request.startsWith('.') || !(context + path.sep).startsWith(sourceRoot)) return;
        const target = path.resolve(context, request);
        if (!target.startsWith(sourceRoot)) return;
        resolveData.request = `shared-ui/${path.relative(SHARED_UI_ROOT, target).split(path.sep).join('/')}`;
      });
    });
  }
}

module.exports = { SharedUiRequestPlugin };
