import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const workspace = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['catalog-remote', 'checkout-remote', 'account-remote', 'content-remote', 'staff-remote'];
/** Static imports (`import type` ones apart) and dynamic imports, with their requests. */
const IMPORT = /^import (type )?(?:[^'"]*? from )?'([^'"]+)';$|import\((?:\/\*[^*]*\*\/ )?'([^'"]+)'\)/gm;

/** The requests that `source` loads code for: no type-only imports, no style sheets. */
function codeImportsOf(source: string): string[] {
  const requests: string[] = [];
  for (const [, typeOnly, staticRequest, dynamicRequest] of source.matchAll(IMPORT)) {
    const request = staticRequest ?? dynamicRequest ?? '';
    if (!typeOnly && request && !request.endsWith('.css')) requests.push(request);
  }
  return requests;
}

function sourceFile(base: string): string | undefined {
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** Every shared-ui module (`shared-ui/src/...`) that the code reachable from `entries` loads. */
function sharedUiModulesReachedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const request of codeImportsOf(readFileSync(file, 'utf8'))) {
      const target = request.startsWith('.')
        ? sourceFile(path.resolve(path.dirname(file), request))
        : request.startsWith('shared-ui/src/')
          ? sourceFile(path.join(workspace, request))
          : undefined;
      if (!target) continue;
      if (target.startsWith(path.join(workspace, 'shared-ui', 'src'))) {
        used.add(
          `shared-ui/${path
            .relative(path.join(workspace, 'shared-ui'), target)
            .replace(/\.tsx?$/, '')
            .split(path.sep)
            .join('/')}`,
        );
      }
      pending.push(target);
    }
  }
  return used;
}

/** A remote's code: all of its source but tests and its standalone harness. */
function remoteSources(remote: string): string[] {
  const dir = path.join(workspace, remote, 'src');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !/(^|[\\/])(testing|harness)[\\/]/.test(file),
    )
    .map((file) => path.join(dir, file));
}

describe('the shared-ui modules the shell provides', () => {
  it('include every one a remote uses, so that no remote page waits for a copy of its own', () => {
    const provided = sharedUiModulesReachedFrom([path.join(workspace, 'shell', 'src', 'index.ts')]);
    const missing = REMOTES.flatMap((remote) =>
      [...sharedUiModulesReachedFrom(remoteSources(remote))]
        .filter((module) => !provided.has(module))
        .map((module) => `${remote}: ${module}`),
    );
    expect(missing).toEqual([]);
  });
});
