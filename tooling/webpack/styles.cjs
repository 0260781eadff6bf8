// Style sheets: CSS modules with class names unique across the workspace, extracted to files and minified.
const { WORKSPACE_ROOT } = require('./workspacePaths.cjs');

/** @param {import('./createFederatedConfig.cjs').Build} build */
function stylePlugins({ hashed }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  return [
    new MiniCssExtractPlugin({
      filename: `[name]${hashed}.css`,
      chunkFilename: `[name]${hashed}.css`,
    }),
  ];
}

/**
 * How CSS modules name their classes: the same in the browser and the server builds, so that server-rendered
 * markup carries the class names of the browser's style sheets.
 * @param {boolean} production
 */
function cssModuleNaming(production) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    // Relative to the workspace, the path names the package: class names cannot collide across
    // remotes, and a shared-ui component gets the same class names in every app.
    localIdentContext: WORKSPACE_ROOT,
    localIdentName: production ? '[hash:base64:8]' : '[path][name]__[local]',
  };
}

/** @param {import('./createFederatedConfig.cjs').Build} build */
function styleRules({ production }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  /** @param {boolean} modules */
  const cssLoader = (modules) => [
    MiniCssExtractPlugin.loader,
    {
      loader: require.resolve('css-loader'),
      options: {
        importLoaders: 0,
        modules: modules ? cssModuleNaming(production) : false,
      },
    },
  ];
  return [
    { test: /\.module\.css$/, use: cssLoader(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoader(false) },
  ];
}

/**
 * The server build's style rules: a CSS module gives its class names only, a global style sheet nothing (the page
 * links the browser build's style sheets).
 * @param {import('./createFederatedConfig.cjs').Build} build
 */
function serverStyleRules({ production }) {
  return [
    {
      test: /\.module\.css$/,
      use: {
        loader: require.resolve('css-loader'),
        options: { importLoaders: 0, modules: { ...cssModuleNaming(production), exportOnlyLocals: true } },
      },
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('./emptyModuleLoader.cjs') },
  ];
}

/** Webpack minifies scripts only: style sheets too. */
function styleMinimizers() {
  const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
  return [new CssMinimizerPlugin()];
}

module.exports = { stylePlugins, styleRules, serverStyleRules, styleMinimizers };
