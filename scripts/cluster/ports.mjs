// Spare TCP ports for the processes a script starts: probed on the loopback interface, never handed out twice.
import { createServer } from 'node:net';

/** @param {number} port @returns {Promise<boolean>} */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Hands out free ports from one range, each once: a port given to a process that has not bound it yet still
 * probes free, so the range remembers what it gave.
 * @param {number} first
 * @param {number} last
 */
export function portRange(first, last) {
  /** @type {Set<number>} */
  const given = new Set();
  return {
    async next() {
      for (let port = first; port <= last; port++) {
        if (given.has(port)) continue;
        if (await portIsFree(port)) {
          given.add(port);
          return port;
        }
      }
      throw new Error(`No free port from ${first} to ${last}`);
    },
  };
}
