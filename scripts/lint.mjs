// `npm run lint` (and a step of `npm test`): ESLint, then Prettier's check, over the given paths (the workspace by
// default). Exits non-zero on a lint error or an unformatted file; `npm run format` writes the formatting.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} name */
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs the two checks on `paths`; answers the exit status (0 only when both pass).
 * @param {string[]} [paths]
 * @param {{ quiet?: boolean }} [options]
 */
export function lint(paths = ['.'], { quiet = false } = {}) {
  const stdio = quiet ? 'ignore' : 'inherit';
  const eslint = spawnSync(bin('eslint'), ['--max-warnings=0', ...paths], { cwd: root, stdio });
  const prettier = spawnSync(bin('prettier'), ['--check', '--log-level=warn', ...paths], { cwd: root, stdio });
  return eslint.status === 0 && prettier.status === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = lint(process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['.']);
  if (status !== 0) console.error('Lint or formatting failed: `npm run format` fixes the formatting.');
  process.exit(status);
}
