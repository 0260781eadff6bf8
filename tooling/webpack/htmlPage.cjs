// The page of the shell (and of a remote's standalone harness): index.html, unless the app has its own.
const fs = require('node:fs');
const path = require('node:path');
const { StartupPreloadPlugin } = require('./startupPreloadPlugin.cjs');

const HTML_TEMPLATE = path.join(__dirname, 'index.html');
const SHELL_TITLE = 'House Plans & Garage Plans';

/** @param {string} dir */
function htmlTemplate(dir) {
  const own = path.join(dir, 'public', 'index.html');
  return fs.existsSync(own) ? own : HTML_TEMPLATE;
}

/** @param {import('./createFederatedConfig.cjs').Build} build */
function htmlPagePlugins({ dir, name, isHost, withHarness }) {
  if (!isHost && !withHarness) return [];
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  return [
    new HtmlWebpackPlugin({
      template: htmlTemplate(dir),
      title: isHost ? SHELL_TITLE : `${name} remote: standalone harness`,
      chunks: [isHost ? 'main' : 'harness'],
      // The shell's page is a template the server renderer fills (title, the page, its state).
      serverRendered: isHost,
      inject: 'head',
      scriptLoading: 'defer',
      // Absolute, so that deep links (/property/12) load the scripts from the root.
      publicPath: '/',
    }),
    ...(isHost ? [new StartupPreloadPlugin(HtmlWebpackPlugin, '/')] : []),
  ];
}

module.exports = { htmlPagePlugins };
