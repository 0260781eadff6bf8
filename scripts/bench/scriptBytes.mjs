// JavaScript a page downloads, in compressed bytes as sent (brotli, made at build time), split into the shell's own
// code, shared libraries (node_modules and shared-ui, the singletons every app shares) and the remotes' code. A file
// from a remote's origin is the remotes'. A file from the shell's origin is split by its source map, read from the
// shell's build folder (no server sends a map): the static-remotes build puts the remotes' pages there.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const GROUPS = ['shell', 'shared', 'remotes'];

/** The group one source file of a bundle belongs to. */
function groupOfSource(source) {
  if (/node_modules|shared-ui\//.test(source)) return 'shared';
  if (/(catalog|checkout|account|content)-remote\//.test(source)) return 'remotes';
  return 'shell';
}

const splits = new Map();

/** Shares of a shell-origin script per group, from its source map in `shellDistDir` (all shell when there is none). */
async function splitOf(url, shellDistDir) {
  if (!splits.has(url)) {
    splits.set(
      url,
      (async () => {
        const share = { shell: 0, shared: 0, remotes: 0 };
        try {
          const map = JSON.parse(
            await readFile(`${path.join(shellDistDir, decodeURIComponent(new URL(url).pathname))}.map`, 'utf8'),
          );
          map.sources.forEach((source, index) => {
            share[groupOfSource(source)] += map.sourcesContent?.[index]?.length ?? 0;
          });
        } catch {
          return { shell: 1, shared: 0, remotes: 0 };
        }
        const total = GROUPS.reduce((sum, group) => sum + share[group], 0);
        return total === 0
          ? { shell: 1, shared: 0, remotes: 0 }
          : Object.fromEntries(GROUPS.map((group) => [group, share[group] / total]));
      })(),
    );
  }
  return splits.get(url);
}

/**
 * @param {Array<{ url: string, resourceType?: string, transferSize?: number }>} requests Lighthouse's network-requests items
 * @param {string} storeOrigin
 * @param {string} shellDistDir the shell's build the store serves, with the source maps beside its scripts
 * @returns {Promise<{ shell: number, shared: number, remotes: number, total: number }>} kilobytes (1,000 bytes)
 */
export async function scriptBytesByGroup(requests, storeOrigin, shellDistDir) {
  const bytes = { shell: 0, shared: 0, remotes: 0 };
  for (const request of requests) {
    if (request.resourceType !== 'Script' || !request.transferSize) continue;
    if (new URL(request.url).origin !== storeOrigin) {
      bytes.remotes += request.transferSize;
      continue;
    }
    const split = await splitOf(request.url, shellDistDir);
    for (const group of GROUPS) bytes[group] += request.transferSize * split[group];
  }
  const kb = (value) => Number((value / 1000).toFixed(1));
  return {
    shell: kb(bytes.shell),
    shared: kb(bytes.shared),
    remotes: kb(bytes.remotes),
    total: kb(bytes.shell + bytes.shared + bytes.remotes),
  };
}
