import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// This folder holds jest helpers (they call describe, it, expect and render): app code importing one would ship
// test code, or fail, in a bundle. Any file of the workspace may import them only from a test file.

const TESTING_DIR = __dirname;
const WORKSPACE_ROOT = path.resolve(TESTING_DIR, '..', '..', '..');
/** Test files, and the helpers a package keeps for its own tests (`src/testing/`). */
const TEST_FILE = /\.test\.tsx?$|[\\/]src[\\/]testing[\\/]/;
const SPECIFIER = /(?:from|import|require)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The module specifiers in a file that lead into this folder. */
function testingImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => {
      if (specifier === 'shared-ui/testing' || specifier.startsWith('shared-ui/testing/')) return true;
      return (
        specifier.startsWith('.') &&
        (path.resolve(path.dirname(file), specifier) + path.sep).startsWith(TESTING_DIR + path.sep)
      );
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(tsx?|cjs|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

function workspaceSourceFiles(): string[] {
  return readdirSync(WORKSPACE_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const src = path.join(WORKSPACE_ROOT, entry.name, 'src');
      try {
        return sourceFiles(src);
      } catch {
        return [];
      }
    });
}

describe('test-only helpers', () => {
  it('are imported from test files only', () => {
    const files = workspaceSourceFiles().filter((file) => !file.startsWith(TESTING_DIR + path.sep));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !TEST_FILE.test(file))
      .flatMap((file) =>
        testingImports(file, readFileSync(file, 'utf8')).map(
          (specifier) => `${path.relative(WORKSPACE_ROOT, file)} imports ${specifier}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  it('are recognised by package path and by relative path', () => {
    const page = path.join(WORKSPACE_ROOT, 'shared-ui', 'src', 'harness', 'Page.tsx');
    expect(testingImports(page, "import { noOtherRemotes } from '../testing/noOtherRemotes';")).toEqual([
      '../testing/noOtherRemotes',
    ]);
    expect(testingImports(page, "const helper = require('shared-ui/testing');")).toEqual(['shared-ui/testing']);
    expect(testingImports(page, "import { toast } from 'shared-ui';\nimport('./testing-notes');")).toEqual([]);
  });
});
