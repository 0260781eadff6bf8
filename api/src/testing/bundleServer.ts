import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { sparePort } from '../scale/testing/redisServer';

const apiDir = path.resolve(__dirname, '../..');

/**
 * The production server (server.mjs and the worker threads beside it) bundled from the current source into
 * `outdir` as build.mjs does it (dependencies external, so `outdir` must sit two levels under api/ for them to
 * resolve from api/node_modules).
 */
export async function bundleServer(outdir: string): Promise<void> {
  mkdirSync(outdir, { recursive: true });
  const manifest: { dependencies: Record<string, string> } = await import(path.join(apiDir, 'package.json'));
  const external = Object.entries(manifest.dependencies)
    .filter(([, version]) => !version.startsWith('workspace:'))
    .flatMap(([name]) => [name, `${name}/*`]);
  await build({
    entryPoints: {
      server: path.join(apiDir, 'src/server.ts'),
      planSearchWorker: path.join(apiDir, 'src/catalog/search/planSearchWorker.ts'),
      pgliteWorker: path.join(apiDir, 'src/db/pgliteWorker.ts'),
    },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'silent',
  });
}

/** A folder for bundles two levels under api/, like dist/. */
export function bundleDirFor(name: string): string {
  return path.join(apiDir, 'node_modules', '.cache', `${name}-${process.pid}`);
}

/**
 * The store's settings (README's configuration table): none is inherited from the test runner's environment, so a
 * developer's exported DATABASE_URL or SMTP_URL cannot reach a server a test starts. A test sets what it needs.
 */
const STORE_SETTINGS = [
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'SHELL_DIST_DIR',
  'SMTP_URL',
  'DEV_OUTBOX',
  'FORMS_INBOX',
  'PUBLIC_URL',
  'UPLOAD_DIR',
  'TRUST_PROXY',
  'GOOGLE_CLIENT_ID',
  'FACEBOOK_APP_ID',
  'FACEBOOK_APP_SECRET',
  'REMOTE_CATALOG_URL',
  'REMOTE_CHECKOUT_URL',
  'REMOTE_ACCOUNT_URL',
  'REMOTE_CONTENT_URL',
  'REMOTE_STAFF_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'INSTANCE_ID',
] as const;

/** What the server prints once it answers (server.ts). */
const LISTENING = 'Store API listening';

export interface BundledServer {
  /** `http://HOST:PORT`, from the settings it was started with. */
  base: string;
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr together. */
  output(): string;
  /** Its exit code once it has exited (null for a signal). */
  exited: Promise<number | null>;
  /** SIGTERM, then its exit code once it has exited; at once when it has exited already. */
  stop(): Promise<number | null>;
}

/** The server exited before it listened: `code` and `output` say why (a test may expect it). */
export class BundledServerExitedError extends Error {
  constructor(
    readonly code: number | null,
    readonly output: string,
  ) {
    super(`the API process exited with ${code} before it listened: ${output}`);
  }
}

export interface StartBundledServerOptions {
  /** How long it may take to listen: a first start on a new data dir creates and seeds it. */
  timeoutMs?: number;
}

/**
 * The production server bundled into `bundleDir` (bundleServer), in a process of its own, with `env` as its settings
 * (`undefined` leaves one unset): HOST is 127.0.0.1, PORT a spare one and DEV_OUTBOX 1 unless given. Resolves once
 * it listens; rejects with BundledServerExitedError when it exits first, or after `timeoutMs` (the process is then
 * stopped).
 */
export async function startBundledServer(
  bundleDir: string,
  env: Readonly<Record<string, string | undefined>>,
  { timeoutMs = 100_000 }: StartBundledServerOptions = {},
): Promise<BundledServer> {
  const settings: NodeJS.ProcessEnv = { ...process.env };
  for (const name of STORE_SETTINGS) delete settings[name];
  Object.assign(settings, { HOST: '127.0.0.1', DEV_OUTBOX: '1' });
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete settings[name];
    else settings[name] = value;
  }
  settings.PORT ??= String(await sparePort());
  const { PORT: port, HOST: host = '' } = settings;

  const child = spawn(process.execPath, [path.join(bundleDir, 'server.mjs')], {
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: BundledServer = {
    base: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes(LISTENING)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new BundledServerExitedError(await exited, output);
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the API process did not listen on ${port} within ${timeoutMs} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}
