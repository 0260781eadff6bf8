import { escapeMarkup } from 'contracts/src/markup/escapeMarkup';

/** The sitemaps.org protocol's limit per file (also 50 MB uncompressed, far above 50,000 of our URLs). */
export const SITEMAP_URL_LIMIT = 50_000;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One address in a sitemap or a sitemap index: absolute, with when it last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod: Date;
}

/** W3C Datetime as the protocol asks, to the second in UTC (`2026-03-01T12:00:00Z`). */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The entries' URLs are XML text: `&` in a query string must be `&amp;`, as the protocol requires. */
function element(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  return `<${tag}><loc>${escapeMarkup(entry.loc)}</loc><lastmod>${w3cDatetime(entry.lastmod)}</lastmod></${tag}>\n`;
}

/** A `<urlset>`: the pages themselves. Built as one string: a file holds at most SITEMAP_URL_LIMIT entries. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => element('url', entry)).join('');
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n${body}</urlset>\n`;
}

/** A `<sitemapindex>`: the sitemap files, when the pages are too many for one. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => element('sitemap', entry)).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}
