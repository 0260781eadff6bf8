import { STORE_NAME } from 'contracts/src/business/storeName';
import { escapeMarkup, scriptSafeJson } from 'contracts/src/markup/escapeMarkup';
import type { ShellRoute } from 'contracts/src/routing/pageModules';
import { isPublicPage } from 'contracts/src/routing/publicPages';
import type { PageHead } from 'shared-ui';

export const STORE_DESCRIPTION =
  'House plans and garage plans: browse, compare and buy permit-ready architectural drawings.';
const NOT_FOUND_TITLE = 'Page not found';

export interface HeadInput {
  /** The matched route, or undefined for a path no route serves. */
  route: ShellRoute | undefined;
  /** What the page's `load` said of itself. */
  head: Partial<PageHead> | undefined;
  /** The request's path and query. */
  url: URL;
  status: number;
}

/** The page's full head, from the route's defaults and what its page said. */
export function pageHead({ route, head = {}, url, status }: HeadInput): PageHead {
  const defaults: PageHead = {
    title: route && status !== 404 ? route.title : NOT_FOUND_TITLE,
    description: STORE_DESCRIPTION,
    // An alias names its one spelling; any other path is its own (a plan's, with its id).
    canonicalPath: route?.canonicalPath ?? url.pathname,
    kind: 'website',
    noindex: !route || !isPublicPage(route) || status !== 200,
  };
  return {
    ...defaults,
    ...head,
    noindex: defaults.noindex === true || head.noindex === true,
  };
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeMarkup(content)}">`;
const property = (name: string, content: string) => `<meta property="${name}" content="${escapeMarkup(content)}">`;

/** The head's tags: title, description, canonical URL, Open Graph and Twitter cards, structured data. */
export function headMarkup(head: PageHead, origin: string): string {
  const title = `${head.title} | ${STORE_NAME}`;
  const canonical = new URL(head.canonicalPath ?? '/', origin).href;
  const tags = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('description', head.description),
    `<link rel="canonical" href="${escapeMarkup(canonical)}">`,
    property('og:site_name', STORE_NAME),
    property('og:type', head.kind === 'product' ? 'product' : head.kind === 'article' ? 'article' : 'website'),
    property('og:title', head.title),
    property('og:description', head.description),
    property('og:url', canonical),
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      property('og:image', head.image.url),
      property('og:image:width', String(head.image.width)),
      property('og:image:height', String(head.image.height)),
      property('og:image:alt', head.image.alt),
      meta('twitter:image', head.image.url),
    );
  }
  if (head.noindex) tags.push(meta('robots', 'noindex'));
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('');
}
