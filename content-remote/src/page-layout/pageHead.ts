import type { PageHead, PageLoader } from 'shared-ui';

/** What every content page says of itself: the title and description are its own, never the store's defaults. */
export type ContentPageHead = Pick<PageHead, 'title' | 'description'> & Partial<PageHead>;

/**
 * The `load` of a page whose first screen needs nothing from the API (its words are in its copy module): it
 * prefetches nothing and only describes the page.
 */
export function describePage(head: ContentPageHead): PageLoader {
  // A copy per request: the server renderer owns what it is given.
  return () => Promise.resolve({ head: { ...head } });
}

/** Search engines show about this much of a meta description; a longer text is cut there, at a word. */
export const DESCRIPTION_MAX_LENGTH = 160;

/** `text` as a meta description: one line, at most DESCRIPTION_MAX_LENGTH characters, cut at a word with '…'. */
export function asDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
