// Where and under which names the build writes its files, and its source maps.

/** @param {import('./createFederatedConfig.cjs').Build} build */
function output({ name, isHost, production, hashed, outputPath }) {
  return {
    path: outputPath,
    filename: `[name]${hashed}.js`,
    chunkFilename: `[name]${hashed}.js`,
    assetModuleFilename: `assets/[name]${production ? '.[contenthash:8]' : ''}[ext]`,
    // The host serves deep links, so its scripts are absolute; a remote is loaded from whatever origin serves it.
    publicPath: isHost ? '/' : 'auto',
    uniqueName: name,
    clean: true,
  };
}

/**
 * Production maps are written beside the code for error reports, but no file names them (no sourceMappingURL)
 * and no server of ours sends a *.map: the public gets the minified code only.
 * @param {import('./createFederatedConfig.cjs').Build} build
 */
function devtool({ production }) {
  return production ? 'hidden-source-map' : 'eval-cheap-module-source-map';
}

module.exports = { output, devtool };
