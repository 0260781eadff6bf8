// The lint step fails on a lint error and on an unformatted file, and passes on clean code: so `npm test`, which runs
// it, fails on either.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lint } from './lint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Inside the workspace, so the workspace's own ESLint and Prettier configuration apply.
const dir = mkdtempSync(path.join(root, 'scripts', 'lint-check-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A file of `text` in the scratch folder, by its path from the workspace.
 * @param {string} name
 * @param {string} text
 */
function file(name, text) {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return path.relative(root, full);
}

test('passes clean, formatted code', () => {
  assert.equal(lint([file('clean.mjs', "export const greeting = 'hello';\n")], { quiet: true }), 0);
});

test('fails on a lint error', () => {
  assert.equal(lint([file('unused.mjs', "const unused = 'never read';\nexport const x = 1;\n")], { quiet: true }), 1);
});

test('fails on an unformatted file', () => {
  assert.equal(lint([file('messy.mjs', 'export const greeting   =   "hello"\n')], { quiet: true }), 1);
});
