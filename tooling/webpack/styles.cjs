// Style sheets: CSS modules with class names unique across the workspace, extracted to files and minified.
const { WORKSPACE_ROOT } = require('./workspacePaths.cjs');

/** @param {import('./createFederatedConfig.cjs').Build} build */
function stylePlugins({ hashed, federated }) {
  const MiniCssExtractPlugin = require('mini-css-extract-plugin');
  // CSS modules never depend on one another's order; a build without federation (the remotes' pages built into
  // the shell) meets the remotes' chunks in every order.
  return [
    new MiniCssExtractPlugin({
      filename: `[name]${hashed}.css`,
      chunkFilename: `[name]${hashed}.css`,
      ignoreOrder: !federated,
    }),
  ];
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
        modules: modules
          ? {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              // Relative to the workspace, the path names the package: class names cannot collide across
              // remotes, and a shared-ui component gets the same class names in every app.
              localIdentContext: WORKSPACE_ROOT,
              localIdentName: production ? '[hash:base64:8]' : '[path][name]__[local]',
            }
          : false,
      },
    },
  ];
  return [
    { test: /\.module\.css$/, use: cssLoader(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoader(false) },
  ];
}

/** Webpack minifies scripts only: style sheets too. */
function styleMinimizers() {
  const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
  return [new CssMinimizerPlugin()];
}

module.exports = { stylePlugins, styleRules, styleMinimizers };
