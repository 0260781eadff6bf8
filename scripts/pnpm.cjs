// Runs the workspace's pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
// CommonJS, so that both the ESM root scripts and the end-to-end suite (which Playwright loads as CommonJS) use it.
const { spawnSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/**
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number} pnpm's exit status
 */
function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['-y', packageManager, ...args], { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

module.exports = { pnpm, packageManager };

if (require.main === module) {
  process.exit(pnpm(process.argv.slice(2)));
}
