// Builds every app for production, skipping an app whose inputs have not changed since its last build.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.cjs';
import { apps, ensureInstalled, root } from './workspace.cjs';

const ignoredFolders = new Set(['node_modules', 'dist', 'coverage', '.data']);

/**
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* filesUnder(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (ignoredFolders.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/**
 * A hash of every input file's path and content, plus the lock file: the build is current when it matches.
 * @param {{ inputs: string[] }} app
 */
function fingerprint(app) {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  for (const input of app.inputs) {
    const folder = path.join(root, input);
    if (!existsSync(folder)) continue;
    for (const file of [...filesUnder(folder)].sort()) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildAll({ force = false } = {}) {
  ensureInstalled();
  for (const app of apps) {
    const stampFile = path.join(root, app.name, 'dist', '.build-fingerprint');
    const current = fingerprint(app);
    if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
      console.log(`${app.name}: up to date`);
      continue;
    }
    const started = Date.now();
    console.log(`${app.name}: building…`);
    const status = pnpm(['--filter', app.name, 'run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
    if (status !== 0) throw new Error(`${app.name}: build failed`);
    if (!statSync(path.join(root, app.name, 'dist'), { throwIfNoEntry: false }))
      throw new Error(`${app.name}: build wrote no dist/`);
    writeFileSync(stampFile, current);
    console.log(`${app.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    buildAll({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
