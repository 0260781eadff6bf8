// The shell's page names every file its start-up needs, not only main.js: without these hints the browser learns of
// the bootstrap chunk, the shared libraries and shared-ui only once main.js has downloaded and run (one more round
// trip on the critical path, the longest on a slow phone network).

/** Chunks the shell's start-up always loads: the bootstrap chunk group and the shared singletons' chunks. */
const STARTUP_CHUNK_GROUP = 'bootstrap';
const STARTUP_CHUNK_NAMES = ['libraries', 'shared-ui'];

class StartupPreloadPlugin {
  /** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin @param {string} publicPath */
  constructor(HtmlWebpackPlugin, publicPath) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.publicPath = publicPath;
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
        // Style sheets are linked, not preloaded: the server-rendered page needs them before it shows (the renderer
        // writes them into the page). Scripts at low priority: the page is on screen without them.
        const links = this.startupFiles(compilation).map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject(
            'link',
            file.endsWith('.css')
              ? { rel: 'stylesheet', href: `${this.publicPath}${file}` }
              : { rel: 'preload', as: 'script', href: `${this.publicPath}${file}`, fetchpriority: 'low' },
          ),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, STARTUP_CHUNK_GROUP, STARTUP_CHUNK_NAMES };
