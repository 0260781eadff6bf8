#!/usr/bin/env node
// Serves one built remote (its dist/) on its own origin, as an independently deployed remote would be.
//
//   node tooling/serve/serveRemote.mjs [--dir <dist folder>] [--port <port>] [--host <host>]
//
// Defaults: REMOTE_DIR / REMOTE_PORT (or PORT) / HOST from the environment, else ./dist and the "remote": {"port"} of the package.json
// beside that dist/ folder (so `pnpm --filter catalog-remote serve` needs no arguments).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';

/** Files whose name never changes between deployments: a browser must revalidate them every time. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json', 'index.html']);
/** `name.0123abcd.js`, `.css`...: the name changes whenever the content does. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Source maps stay beside the build for error reports; whoever reads the remote's code gets the minified code only. */
const SOURCE_MAP = /\.map$/i;

/**
 * Sent with every answer. What a remote serves (scripts, style sheets, JSON, images) is loaded by the shell's page
 * and runs under that page's policy; opened by itself, nothing in it may run, load, frame or be framed. No referrer
 * leaves, as from the API, and a file is never read as another type than it is sent as.
 */
const SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
});

/** @param {string} fileName */
export function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache';
  if (CONTENT_HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** @param {string} packageDir */
function ownRemoteSettings(packageDir) {
  const manifestPath = path.join(packageDir, 'package.json');
  if (!existsSync(manifestPath)) return {};
  const pkg = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return { name: pkg.remote?.name ?? pkg.name, port: pkg.remote?.port };
}

/**
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {string} cwd
 */
export function resolveSettings(argv, env, cwd) {
  const { values } = parseArgs({
    args: argv,
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
    strict: true,
  });
  const dir = path.resolve(cwd, values.dir ?? env.REMOTE_DIR ?? 'dist');
  // The package that built this dist/ knows the remote's name and default port.
  const own = ownRemoteSettings(path.dirname(dir));
  const portText =
    values.port ?? env.REMOTE_PORT ?? env.PORT ?? (own.port === undefined ? undefined : String(own.port));
  if (portText === undefined) {
    const manifestPath = path.join(path.dirname(dir), 'package.json');
    throw new Error(`No port: pass --port, set REMOTE_PORT, or add "remote": {"port": ...} to ${manifestPath}.`);
  }
  const port = Number(portText);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`Invalid port: ${portText}`);
  // 'localhost' listens on both 127.0.0.1 and ::1, whichever a browser or Node's fetch picks.
  const host = values.host ?? env.HOST ?? 'localhost';
  const name = own.name ?? path.basename(path.dirname(dir));
  return { dir, port, host, name };
}

/** @param {{ dir: string }} settings */
export async function createRemoteServer({ dir }) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(`${dir} does not exist: build the remote first (pnpm --filter <remote> build).`);
  }
  const app = Fastify({ logger: { level: 'warn' } });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  // mf-manifest.json is read with fetch() from the shell's origin, so every file answers cross-origin requests.
  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD'] });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyStatic, {
    root: dir,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The build's brotli and gzip siblings (`remoteEntry.js.br`), denser than on-the-fly compression.
    preCompressed: true,
    // Checked on the decoded path and on the file finally chosen: a 404, as for a file that is not there.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName),
    // @fastify/static 10 hands over Fastify's reply here, and the path of the file it sends (maybe a sibling).
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', cacheControlFor(path.basename(filePath).replace(/\.(br|gz)$/, '')));
    },
  });
  return app;
}

async function main() {
  const settings = resolveSettings(process.argv.slice(2), process.env, process.cwd());
  const app = await createRemoteServer(settings);
  await app.listen({ port: settings.port, host: settings.host });
  const origin = `http://${settings.host}:${settings.port}`;
  console.log(`${settings.name}: serving ${settings.dir} at ${origin}/ (manifest ${origin}/mf-manifest.json)`);

  let closing = false;
  /** @param {NodeJS.Signals} signal */
  const shutDown = async (signal) => {
    if (closing) return;
    closing = true;
    console.log(`${settings.name}: ${signal} received, closing ${origin}`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutDown('SIGTERM'));
  process.once('SIGINT', () => void shutDown('SIGINT'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
