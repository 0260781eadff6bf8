// By default every shared module comes in its own tiny chunk: the shell loads them all at start, which on HTTP/1.1
// is several waves of requests. Instead: shared-ui in one chunk (in a remote, the fallback it loads only when the
// shell's shared-ui does not satisfy it) and, in the shell, the libraries in another.

/**
 * What the shell's start-up loads in its one `libraries` chunk: every library (and the shared router's export list)
 * but notistack and its own dependencies, which wait for the first toast, the form libraries (react-hook-form,
 * its resolvers, yup and yup's own), which come with the footer's plan-number search after the page, and web-vitals,
 * which the page's telemetry loads once the page is idle.
 */
const START_UP_LIBRARIES =
  /^(?!.*[\\/]node_modules[\\/](notistack|goober|clsx|web-vitals|react-hook-form|@hookform|yup|property-expr|tiny-case|toposort)[\\/])(.*[\\/]node_modules[\\/]|.*[\\/]tooling[\\/]webpack[\\/]sharedRouter\.mjs$)/;
/** The standalone harness and test helpers stay out: a dev shell loading a remote's shared-ui chunk must not get them. */
const SHARED_UI_SOURCE = /[\\/]shared-ui[\\/]src[\\/](?!harness[\\/]|testing[\\/])/;
const CONTRACTS_SOURCE = /[\\/]contracts[\\/]src[\\/]/;
/** The design tokens and the base element rules: the shell's page inlines this sheet whole (startupPreloadPlugin.cjs). */
const DESIGN_SHEETS = /[\\/]shared-ui[\\/]src[\\/]design[\\/][^\\/]+\.css$/;
/** The name of the chunk (and so of the style sheet) holding them. */
const DESIGN_CHUNK_NAME = 'design';

/**
 * All that usedBySharedUi reads of webpack's Module, the file it comes from (so a test can hand it a stand-in).
 * @typedef {{ nameForCondition(): string | null }} SourceModule
 */

/**
 * A contracts module that shared-ui's code imports (a splitChunks test).
 * @param {SourceModule} module
 * @param {{ moduleGraph: { getIncomingConnections(module: SourceModule): Iterable<{ originModule: SourceModule | null }> } }} context
 *   what it reads of webpack's context: who imports the module
 */
function usedBySharedUi(module, { moduleGraph }) {
  if (!CONTRACTS_SOURCE.test(module.nameForCondition() ?? '')) return false;
  return [...moduleGraph.getIncomingConnections(module)].some((connection) =>
    SHARED_UI_SOURCE.test(connection.originModule?.nameForCondition() ?? ''),
  );
}

/** @param {import('./createFederatedConfig.cjs').Build} build */
function splitChunks({ isHost }) {
  return {
    cacheGroups: {
      sharedUi: { test: SHARED_UI_SOURCE, name: 'shared-ui', chunks: 'async', enforce: true },
      ...(isHost
        ? {
            libraries: { test: START_UP_LIBRARIES, name: 'libraries', chunks: 'async', enforce: true },
            // What shared-ui imports from contracts comes with it: left to webpack, such a module (the
            // sign-out message) got a chunk of its own that the start-up asked for only once it needed it.
            sharedUiContracts: { test: usedBySharedUi, name: 'shared-ui', chunks: 'async', enforce: true },
            // The rules only, as a sheet of their own: the modules css-loader leaves behind stay with shared-ui.
            design: {
              test: DESIGN_SHEETS,
              type: 'css/mini-extract',
              name: DESIGN_CHUNK_NAME,
              chunks: 'async',
              enforce: true,
              priority: 1,
            },
          }
        : {}),
    },
  };
}

module.exports = { splitChunks, DESIGN_CHUNK_NAME };
