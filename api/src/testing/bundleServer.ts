import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(__dirname, '../..');

/**
 * The production server (server.mjs and the worker threads beside it) bundled from the current source into
 * `outdir` as build.mjs does it (dependencies external, so `outdir` must sit two levels under api/ for them to
 * resolve from api/node_modules).
 */
export async function bundleServer(outdir: string): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  const manifest: { dependencies: Record<string, string> } = await import(path.join(apiDir, 'package.json'));
  const external = Object.entries(manifest.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src/server.ts'),
      planSearchWorker: path.join(apiDir, 'src/catalog/search/planSearchWorker.ts'),
      pgliteWorker: path.join(apiDir, 'src/db/pgliteWorker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'silent',
  });
}

/** A folder for bundles two levels under api/, like dist/. */
export function bundleDirFor(name: string): string {
  return path.join(apiDir, 'node_modules', '.cache', `${name}-${process.pid}`);
}
