// JavaScript a page downloads, in compressed bytes as sent (brotli, made at build time), split into the shell's own
// code, shared libraries (node_modules and shared-ui, the singletons every app shares) and the remotes' code. A file
// from a remote's origin is the remotes'. A file from the shell's origin is split by its source map, read from the
// shell's build folder (no server sends a map).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @typedef {'shell' | 'shared' | 'remotes'} Group */
/** @typedef {Record<Group, number>} PerGroup */
/** Kilobytes (1,000 bytes) of script as sent, per group and in all. @typedef {PerGroup & { total: number }} ScriptKb */

/** @type {Group[]} */
const GROUPS = ['shell', 'shared', 'remotes'];

/**
 * The group one source file of a bundle belongs to.
 * @param {string} source
 * @returns {Group}
 */
function groupOfSource(source) {
  if (/node_modules|shared-ui\//.test(source)) return 'shared';
  if (/(catalog|checkout|account|content)-remote\//.test(source)) return 'remotes';
  return 'shell';
}

/**
 * Shares of a shell-origin script per group, from its source map in `shellDistDir` (all shell when there is none).
 * @param {string} url
 * @param {string} shellDistDir
 * @returns {Promise<PerGroup>}
 */
async function readSplit(url, shellDistDir) {
  /** @type {PerGroup} */
  const share = { shell: 0, shared: 0, remotes: 0 };
  try {
    /** @type {{ sources: string[], sourcesContent?: Array<string | null> }} */
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
    : { shell: share.shell / total, shared: share.shared / total, remotes: share.remotes / total };
}

/** Each script's split, read once. @type {Map<string, Promise<PerGroup>>} */
const splits = new Map();

/** @param {string} url @param {string} shellDistDir */
function splitOf(url, shellDistDir) {
  let split = splits.get(url);
  if (split === undefined) {
    split = readSplit(url, shellDistDir);
    splits.set(url, split);
  }
  return split;
}

/**
 * @param {Array<{ url: string, resourceType?: string, transferSize?: number }>} requests Lighthouse's network-requests items
 * @param {string} storeOrigin
 * @param {string} shellDistDir the shell's build the store serves, with the source maps beside its scripts
 * @returns {Promise<ScriptKb>}
 */
export async function scriptBytesByGroup(requests, storeOrigin, shellDistDir) {
  /** @type {PerGroup} */
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
  /** @param {number} value */
  const kb = (value) => Number((value / 1000).toFixed(1));
  return {
    shell: kb(bytes.shell),
    shared: kb(bytes.shared),
    remotes: kb(bytes.remotes),
    total: kb(bytes.shell + bytes.shared + bytes.remotes),
  };
}
