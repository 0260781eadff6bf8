// ARCHITECTURE.md: dependencies point one way (remote -> shared-ui -> contracts, shell -> shared-ui -> contracts,
// api -> contracts). A remote never imports another remote, the shell never imports a remote, contracts imports
// nothing of ours. Remotes meet only through links, the event bus and federated modules loaded at runtime.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ALLOWED, OURS } from './packageBoundaries.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(entry.name)) yield full;
  }
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every package of ours a file's source reaches, by bare name or by a relative path that leaves its package.
 * @param {string} file
 * @param {string} ownPackage
 * @returns {Set<string>}
 */
function ourPackagesImportedBy(file, ownPackage, source = readFileSync(file, 'utf8')) {
  /** @type {Set<string>} */
  const reached = new Set();
  for (const match of source.matchAll(IMPORT)) {
    // One of the three alternatives matched.
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (specifier.startsWith('.')) {
      const target = path.relative(root, path.resolve(path.dirname(file), specifier));
      const [packageFolder = ''] = target.split(path.sep);
      if (packageFolder !== ownPackage && OURS.includes(packageFolder)) reached.add(packageFolder);
    } else {
      const [name = ''] = specifier.split('/');
      if (name !== ownPackage && OURS.includes(name)) reached.add(name);
    }
  }
  return reached;
}

for (const [ownPackage, allowed] of Object.entries(ALLOWED)) {
  test(`${ownPackage} imports only ${allowed.length ? allowed.join(' and ') : 'nothing of ours'}`, () => {
    const violations = [];
    for (const file of sourceFiles(path.join(root, ownPackage, 'src'))) {
      // Build configuration (a test fixture's webpack config) may use the shared build tooling.
      const allowedHere = /(webpack|jest)\.config\.cjs$/.test(file) ? [...allowed, 'tooling'] : allowed;
      for (const reached of ourPackagesImportedBy(file, ownPackage)) {
        if (!allowedHere.includes(reached)) violations.push(`${path.relative(root, file)} imports ${reached}`);
      }
    }
    assert.deepEqual(violations, []);
  });
}

test('contracts has no React and no I/O', () => {
  const violations = [];
  for (const file of sourceFiles(path.join(root, 'contracts', 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (/from\s+['"](react|react-dom|node:fs|node:http|fs|pg|kysely)['"/]/.test(text))
      violations.push(path.relative(root, file));
  }
  assert.deepEqual(violations, []);
});

test('the check itself sees a forbidden import, bare or relative', () => {
  const file = path.join(root, 'catalog-remote', 'src', 'cart-probe', 'Probe.tsx');
  const source = [
    "import { CartPage } from 'checkout-remote/src/cart/CartPage';",
    "import { App } from '../../../shell/src/app/App';",
    "import { toast } from 'shared-ui';",
    "import { PlanCard } from '../plan-search/PlanCard';",
  ].join('\n');
  assert.deepEqual([...ourPackagesImportedBy(file, 'catalog-remote', source)].sort(), [
    'checkout-remote',
    'shared-ui',
    'shell',
  ]);
});
