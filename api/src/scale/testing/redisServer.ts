import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGKILL when `abruptly`); resolves once it has exited. */
  stop(abruptly?: boolean): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) the server: connections stay open, nothing is answered meanwhile. */
  freeze(frozen: boolean): void;
}

/** A port nobody listens on now: the system picks it, we let it go again for the server to take. */
export async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port was given');
  return address.port;
}

/**
 * A real redis-server of its own for a test, on a spare port, keeping nothing on disk. No Redis, no test: a missing
 * server fails with a message saying how to install it (Debian's package; `.ci/run` installs it).
 */
export async function startRedisServer(port?: number): Promise<RunningRedis> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error(
      'redis-server is not installed: these tests need a real Redis. Install it with `apt-get install -y redis-server` (.ci/run does).',
    );
  }
  const chosen = port ?? (await sparePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s: ${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready: ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async stop(abruptly = false) {
      if (child.exitCode === null && child.signalCode === null) {
        // A frozen server would not act on SIGTERM.
        child.kill('SIGCONT');
        child.kill(abruptly ? 'SIGKILL' : 'SIGTERM');
      }
      await exited;
    },
    freeze(frozen) {
      child.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
    },
  };
}
