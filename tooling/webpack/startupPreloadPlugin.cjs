// The shell's page names every file its start-up needs, not only main.js: without the list the browser learns of the
// bootstrap chunk, the shared libraries and shared-ui only once main.js has downloaded and run (one more round trip
// on the critical path, the longest on a slow phone network). Style sheets are linked (the server renderer writes
// them into the page); scripts are listed in a JSON data block, `startup-scripts`, which the shell's entry preloads
// once the page is on screen (shell/src/rendering/startupScripts.ts): a server-rendered page shows without them.
const { DESIGN_CHUNK_NAME } = require('./splitChunks.cjs');

/** Chunks the shell's start-up always loads: the bootstrap chunk group and the shared singletons' chunks. */
const STARTUP_CHUNK_GROUP = 'bootstrap';
const STARTUP_CHUNK_NAMES = ['libraries', 'shared-ui'];
/** The data block's id, as the shell reads it (shell/src/rendering/startupScripts.ts). */
const STARTUP_SCRIPTS_ID = 'startup-scripts';

class StartupPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin @param {string} publicPath */
  constructor(HtmlWebpackPlugin, publicPath) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.publicPath = publicPath;
  }

  /**
   * The design chunk's style sheet, which the server renderer inlines whole (shell/src/server/pageDocument.ts).
   * @param {import('webpack').Compilation} compilation
   */
  wholeSheets(compilation) {
    const design = [...compilation.chunks].find((chunk) => chunk.name === DESIGN_CHUNK_NAME);
    return new Set([...(design?.files ?? [])].filter((file) => file.endsWith('.css')));
  }

  /** @param {import('webpack').Compilation} compilation */
  startupFiles(compilation) {
    const chunks = [
      ...(compilation.namedChunkGroups.get(STARTUP_CHUNK_GROUP)?.chunks ?? []),
      ...[...compilation.chunks].filter((chunk) => STARTUP_CHUNK_NAMES.includes(chunk.name ?? '')),
    ];
    const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
    const files = new Set();
    for (const chunk of chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !entryFiles.has(file)) files.add(file);
    }
    return [...files].sort();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const startupFiles = this.startupFiles(compilation);
        const whole = this.wholeSheets(compilation);
        const files = startupFiles.map((file) => `${this.publicPath}${file}`);
        const styleSheets = startupFiles
          .filter((file) => file.endsWith('.css'))
          .map((file) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'stylesheet',
              href: `${this.publicPath}${file}`,
              ...(whole.has(file) ? { 'data-whole': true } : {}),
            }),
          );
        // A data block, never executed (the page's policy allows no inline script); file names need no escaping.
        const scripts = this.HtmlWebpackPlugin.createHtmlTagObject(
          'script',
          { type: 'application/json', id: STARTUP_SCRIPTS_ID },
          JSON.stringify(files.filter((href) => href.endsWith('.js'))),
        );
        data.headTags.push(...styleSheets, scripts);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, STARTUP_CHUNK_GROUP, STARTUP_CHUNK_NAMES, STARTUP_SCRIPTS_ID };
