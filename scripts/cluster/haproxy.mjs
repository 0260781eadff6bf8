// HAProxy (Debian's package) in front of the API instances: one port, each request to the instance with the fewest
// under way (leastconn: one slowed by its garbage collection gets fewer meanwhile; in the cluster's soak it answered
// 8-11 % more than round robin, with a lower p99 on every step: docs/decisions/checkout-soak.md), health-checked on
// the API's health route, `option forwardfor` so that each instance sees the client's address (the API trusts it
// through TRUST_PROXY), and a failed connection to an instance retried on another one.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { pipeOutput } from './processOutput.mjs';

/** The header naming the instance that answered: the soak reads it to see how requests were spread. */
export const SERVED_BY_HEADER = 'x-served-by';

/**
 * @typedef {{ name: string, port: number }} Backend an API instance on 127.0.0.1
 */

/**
 * The configuration: a frontend on `port` (the loopback addresses only: the store is for this machine, as `npm
 * start`'s is) and a backend of every instance.
 * @param {{ port: number, backends: Backend[], ipv6: boolean }} options
 */
export function haproxyConfig({ port, backends, ipv6 }) {
  return `# Written by scripts/cluster/haproxy.mjs for one run; not edited by hand.
global
  maxconn 4096

defaults
  mode http
  option forwardfor
  # A connection refused (an instance killed or restarting) is tried again, on another instance each time.
  retries 3
  option redispatch 1
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-request 10s
  timeout http-keep-alive 120s
  timeout queue 30s

frontend store
  bind 127.0.0.1:${port}
${ipv6 ? `  bind [::1]:${port}\n` : ''}  default_backend api

backend api
  balance leastconn
  option httpchk
  http-check send meth GET uri /api/user/health
  http-check expect status 200
  # Checked every second; two failures take an instance out, two answers put it back.
  default-server inter 1s fall 2 rise 2
  http-response set-header X-Served-By %[srv_name]
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

export class Haproxy {
  /**
   * @param {{ port: number, backends: Backend[], configFile: string, output: import('node:stream').Writable,
   *   ipv6?: boolean }} options
   */
  constructor({ port, backends, configFile, output, ipv6 = false }) {
    this.port = port;
    this.backends = backends;
    this.configFile = configFile;
    this.output = output;
    this.ipv6 = ipv6;
    this.url = `http://127.0.0.1:${port}`;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
  }

  /** Writes the configuration, checks it, starts HAProxy in the foreground and waits until it forwards. */
  async start(timeoutMs = 30_000) {
    if (spawnSync('haproxy', ['-v']).error) {
      throw new Error('haproxy is not installed: install it with `apt-get install -y haproxy` (.ci/run does).');
    }
    writeFileSync(this.configFile, haproxyConfig({ port: this.port, backends: this.backends, ipv6: this.ipv6 }));
    const checked = spawnSync('haproxy', ['-c', '-q', '-f', this.configFile], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`HAProxy refused ${this.configFile}: ${checked.stderr}`);
    // -db: stay in the foreground, so that this script owns it and its messages (an instance DOWN or UP) show.
    const child = spawn('haproxy', ['-db', '-f', this.configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    pipeOutput(child, this.output);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`haproxy exited with code ${child.exitCode} before it was ready`);
      try {
        const response = await fetch(`${this.url}/api/user/health`, { signal: AbortSignal.timeout(2_000) });
        // Through this HAProxy, not another server that holds the port (a race for a spare port).
        if (response.ok && response.headers.has(SERVED_BY_HEADER) && child.exitCode === null) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`HAProxy did not forward ${this.url}/api/user/health within ${timeoutMs / 1000} s`);
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // SIGUSR1 would wait for every open connection; the store is stopping, so at once.
    child.kill('SIGTERM');
    await exited;
  }
}
