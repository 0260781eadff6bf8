import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A stand-in for the shell's server renderer (shell/dist/server/renderer.js), as plain CommonJS: it echoes the URL
 * it renders and the options the API gave it, and answers 404 for paths under /no/such. What the shell's renderer
 * itself does is tested in the shell and end to end.
 */
const FAKE_RENDERER = `
exports.createPageRenderer = async (options) => ({
  async render(url) {
    const page = options.indexHtml.replace(
      /<div id="?root"?><\\/div>/,
      '<div id="root"><h1>Rendered ' + url.replace(/[&<>"]/g, '') + '</h1></div>',
    ).replace('</head>', '<script type="application/json" id="renderer-options">' +
      JSON.stringify({ runtimeConfig: options.runtimeConfig, publicOrigin: options.publicOrigin, startupLoader: options.startupLoader }).replace(/</g, '\\\\u003c') +
      '</script></head>');
    return { status: url.startsWith('/no/such') ? 404 : 200, html: page };
  },
});
`;

/** Writes a shell build into `dir`: `files` (index.html among them) and the stand-in renderer. */
export function writeShellBuild(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'server', 'renderer.js'), FAKE_RENDERER);
}
