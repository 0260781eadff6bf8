import { createHash } from 'node:crypto';

/** Every script element in `html`, with its attributes and its text. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** A script element the browser runs from the page's own text: no src, and JavaScript (not a data block). */
function runsInline(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === 'text/javascript' || type === 'module';
}

/**
 * The CSP sources ('sha256-…') that allow exactly the inline scripts of a page, such as the shell page's start-up
 * loader (tooling/webpack/index.html), and no other: the script policy keeps refusing injected inline scripts.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (runsInline(attributes)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
