// A private redis-server (Debian's package) on a port of its own, keeping nothing on disk: the API keeps only
// rate-limit counts in it, which may be lost.
import { spawn, spawnSync } from 'node:child_process';
import { pipeOutput } from './processOutput.mjs';

export class RedisServer {
  /** @param {{ port: number, output: import('node:stream').Writable }} options */
  constructor({ port, output }) {
    this.port = port;
    this.output = output;
    this.url = `redis://127.0.0.1:${port}`;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
  }

  /** Resolves once the server says it accepts connections; fails saying how to install it when it is missing. */
  async start() {
    if (spawnSync('redis-server', ['--version']).error) {
      throw new Error(
        'redis-server is not installed: install it with `apt-get install -y redis-server` (.ci/run does), or set REDIS_URL.',
      );
    }
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    this.child = child;
    pipeOutput(child, this.output);
    let said = '';
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s: ${said}`)), 10_000);
      /** @param {Buffer} chunk */
      const read = (chunk) => {
        said += chunk.toString();
        if (said.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve(undefined);
        }
      };
      child.stdout.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}) before it was ready: ${said}`));
      });
    });
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}
