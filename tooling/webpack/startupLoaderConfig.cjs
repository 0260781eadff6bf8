// The host's start-up loader: a few hundred bytes that the shell's server renderer writes inline into each rendered
// page, so that the page asks for no script before it is painted. Built apart from the federated build: Module
// Federation embeds its runtime (~20 KB) into every entry with a runtime, which is what the loader keeps off the
// first paint.
const path = require('node:path');
const { scriptRule } = require('./scriptRule.cjs');

/** Where the loader is written, in the host's dist/ (the API reads it beside index.html). */
const STARTUP_LOADER_FILE = 'startup-loader.js';

/**
 * @param {{ dir: string, production: boolean, entry: string, after: string }} options
 *   `entry`: the loader's source, relative to `dir`; `after`: the name of the host's browser build, which cleans
 *   dist/ when it writes, so the loader is written after it.
 * @returns {import('webpack').Configuration}
 */
function startupLoaderConfig({ dir, production, entry, after }) {
  return {
    name: 'startup-loader',
    dependencies: [after],
    context: dir,
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: { 'startup-loader': entry },
    output: { path: path.join(dir, 'dist'), filename: STARTUP_LOADER_FILE, iife: true, clean: false },
    devtool: false,
    performance: { hints: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule({ production })] },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

module.exports = { startupLoaderConfig, STARTUP_LOADER_FILE };
