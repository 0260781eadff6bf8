import { promises as fs } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from 'contracts/src/config/runtimeConfig';
import { ConfigError } from '../config/apiConfig';
import { sendRouteNotFound } from '../errors/errorHandlers';
import type { FirstPaint } from './firstPaint/firstPaintMarkup';
import { inlineScriptHashes } from './inlineScriptHashes';
import { shellPageHtml } from './shellPage';

export interface ShellHostingOptions {
  /** The shell's build output (index.html and its assets). */
  distDir: string;
  /** Sent with the shell page, whichever route asks for it; allows the page's own inline scripts (by hash). */
  contentSecurityPolicy: (inlineScripts: readonly string[]) => string;
  /** Inlined in the shell page, so the shell starts without fetching /runtime-config.json. */
  runtimeConfig: RuntimeConfig;
  /** What the shell page draws of the page at a path before its scripts run (firstPaint/routeFirstPaint.ts). */
  firstPaint?: (pathname: string) => Promise<FirstPaint | null>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** What the build appends to the name of a file it compressed in advance. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;
/**
 * Build files never sent as they are: the shell page goes out only as the routes below make it (config inlined, its
 * policy with it), and source maps are kept for error reports, not handed to whoever reads the code.
 */
const NOT_SERVED_AS_FILES = /\.(html|map)$/i;

/** Build tools put a content hash in the names of files that never change: `main.3f9a1c0b.js`, `742.a1b2c3d4e5.css`. */
export function isHashedAssetName(fileName: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName);
}

function requestPath(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/** A browser navigation (not a script, image or API call) that the shell's router should answer. */
function wantsShellPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = requestPath(request);
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the shell's build at `/`: hashed assets cached for a year, everything else revalidated.
 * Page routes are answered by `shellPageFallback`, the app's not-found handler.
 */
export const shellHosting: FastifyPluginAsync<ShellHostingOptions> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    // `/` is a page route like any other: the GET / route below sends the shell page (runtime config inlined).
    index: false,
    cacheControl: false,
    allowedPath: (pathName) => !NOT_SERVED_AS_FILES.test(pathName),
    // The build's brotli and gzip siblings (`main.1a2b3c4d.js.br`), denser than on-the-fly compression.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        isHashedAssetName(path.basename(filePath).replace(COMPRESSED_SIBLING, '')) ? IMMUTABLE : REVALIDATE,
      );
    },
  });
  const sendShellPage = shellPageSender(options);
  app.get('/', async (request, reply) => sendShellPage(request, reply));
};

/** Sends the shell page (index.html as shellPage.ts makes it); read on each use, so a rebuilt shell needs no restart. */
function shellPageSender({ distDir, contentSecurityPolicy, runtimeConfig, firstPaint }: ShellHostingOptions) {
  const indexPath = path.join(distDir, 'index.html');
  // The policy allows the build's own inline scripts only, never anything the server writes into the page; worked
  // out once per build rather than on every page request.
  let built: { indexHtml: string; policy: string } | null = null;
  const policyOf = (indexHtml: string): string => {
    if (built?.indexHtml !== indexHtml)
      built = { indexHtml, policy: contentSecurityPolicy(inlineScriptHashes(indexHtml)) };
    return built.policy;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = requestPath(request);
    const [indexHtml, drawn] = await Promise.all([fs.readFile(indexPath, 'utf8'), firstPaint?.(pathname) ?? null]);
    const html = shellPageHtml(indexHtml, runtimeConfig, pathname, drawn);
    return reply
      .code(200)
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', policyOf(indexHtml))
      .type('text/html; charset=utf-8')
      .send(html);
  };
}

/**
 * The not-found handler while the shell is hosted: any page route (a GET for HTML that is not a file and not the
 * API) gets the shell page with status 200, so the shell's router renders the page, or its own not-found page.
 */
export async function shellPageFallback(
  options: ShellHostingOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = path.join(options.distDir, 'index.html');
  await fs.access(indexPath).catch(() => {
    throw new ConfigError(`SHELL_DIST_DIR ${options.distDir} has no index.html: build the shell first.`);
  });
  const sendShellPage = shellPageSender(options);
  return async (request, reply) =>
    wantsShellPage(request) ? sendShellPage(request, reply) : sendRouteNotFound(request, reply);
}
