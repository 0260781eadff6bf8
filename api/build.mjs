// Bundles the API into one ES module, dist/server.mjs. Workspace source (contracts) is bundled in; every
// package.json dependency stays external and is loaded from node_modules at run time (PGlite ships WASM and data
// files next to its code, and pg has optional native parts, so they must not be inlined).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const workspacePackages = Object.entries(manifest.dependencies)
  .filter(([, version]) => version.startsWith('workspace:'))
  .map(([name]) => name);
const external = Object.keys(manifest.dependencies).filter((name) => !workspacePackages.includes(name));

await build({
  // The worker threads are entries of their own: server.mjs starts them from dist/planSearchWorker.mjs and
  // dist/pgliteWorker.mjs.
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    planSearchWorker: new URL('./src/catalog/search/planSearchWorker.ts', import.meta.url).pathname,
    pgliteWorker: new URL('./src/db/pgliteWorker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist/', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpath imports (e.g. @electric-sql/pglite/node-postgres) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
});
