import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer } from 'contracts/src/rendering/pageRendering';
import { sendRouteNotFound } from '../errors/errorHandlers';
import { createCompressedPages, pageEncodingFor } from './compressedPages';

export interface ShellHostingOptions {
  /** The shell's build output (its files, its page and its server renderer). */
  distDir: string;
  /** Sent with every page. */
  contentSecurityPolicy: string;
  /** Renders a page route: the shell's server renderer (shellRenderer.ts). */
  renderer: () => Promise<PageRenderer>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** What the build appends to the name of a file it compressed in advance. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;
/**
 * Build files never sent as they are: the shell page goes out only as the renderer makes it, the server renderer
 * stays on the server, and source maps are kept for error reports, not handed to whoever reads the code.
 */
const NOT_SERVED_AS_FILES = /(\.(html|map)$)|(^\/?server\/)/i;
/** The same files, as the build's file list is read at start. */
const NOT_LISTED_FILES = ['**/*.html', '**/*.map', 'server/**'];

/** Build tools put a content hash in the names of files that never change: `main.3f9a1c0b.js`, `742.a1b2c3d4e5.css`. */
export function isHashedAssetName(fileName: string): boolean {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(fileName);
}

function requestPath(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/**
 * A page: any GET outside the API, whatever its Accept header says (crawlers and link previewers send `*` `/` `*`).
 * Only paths under /api/ answer JSON.
 */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = requestPath(request);
  return pathname !== '/api' && !pathname.startsWith('/api/');
}

/** Sends the page at the request's URL as the shell's server renderer makes it, compressed as the client asks. */
function pageSender({ contentSecurityPolicy, renderer }: ShellHostingOptions) {
  const compressed = createCompressedPages();
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = await (await renderer()).render(request.url);
    reply
      .code(page.status)
      .header('cache-control', REVALIDATE)
      .header('content-security-policy', contentSecurityPolicy)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (encoding === undefined) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(await compressed(page, encoding));
  };
}

/**
 * Serves the shell's build at `/`: hashed assets cached for a year, everything else revalidated. Page routes are
 * answered by `shellPageFallback`, the app's not-found handler.
 */
export const shellHosting: FastifyPluginAsync<ShellHostingOptions> = async (app, options) => {
  await app.register(fastifyStatic, {
    root: options.distDir,
    prefix: '/',
    // A route per file of the build, listed at start (a new shell build means a restart: shellRenderer.ts), so a
    // page's path goes straight to the renderer: looking for a file of that name first (a stat and a directory
    // read for every page) was 16% of the API's time for a kept page.
    wildcard: false,
    globIgnore: NOT_LISTED_FILES,
    // `/` is a page route like any other.
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
  const sendPage = pageSender(options);
  app.get('/', async (request, reply) => sendPage(request, reply));
};

/**
 * The not-found handler while the shell is hosted: every page route (a GET outside /api/ that is not a file) gets
 * the rendered page with its own status (404 for a path no route serves); the API's unknown routes get JSON.
 */
export function shellPageFallback(
  options: ShellHostingOptions,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const sendPage = pageSender(options);
  return async (request, reply) =>
    isPageRequest(request) ? sendPage(request, reply) : sendRouteNotFound(request, reply);
}
