import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { RenderedPage } from 'contracts/src/rendering/pageRendering';

/** The encodings a page is sent in, best first (what browsers and crawlers accept). */
const ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's quality 5: a 40 KB page in about a millisecond, a tenth smaller than gzip. Compressed once per rendered
 * page (below), so a denser setting than the 4 of on-the-fly compression costs little.
 */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding to send a page in, from the request's Accept-Encoding; undefined: as it is. */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const chosen = negotiate(acceptEncoding, [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen);
}

/**
 * A rendered page's compressed bytes, made once per page and encoding: the renderer hands the same page object back
 * while it keeps the page (a few seconds), so a page asked for by many at once is compressed once, not per request
 * (it was 6-11% of the API's time for a kept page: docs/decisions/server-rendering-performance.md). Held weakly: the
 * copies go when the renderer lets the page go.
 */
export function createCompressedPages(): (page: RenderedPage, encoding: PageEncoding) => Promise<Buffer> {
  const copies = new WeakMap<RenderedPage, Map<PageEncoding, Promise<Buffer>>>();
  return (page, encoding) => {
    let ofPage = copies.get(page);
    if (!ofPage) {
      ofPage = new Map();
      copies.set(page, ofPage);
    }
    let copy = ofPage.get(encoding);
    if (!copy) {
      copy = encoding === 'br' ? brotli(page.html, BROTLI_OPTIONS) : gzip(page.html);
      const kept = ofPage;
      kept.set(encoding, copy);
      copy.catch(() => kept.delete(encoding));
    }
    return copy;
  };
}
