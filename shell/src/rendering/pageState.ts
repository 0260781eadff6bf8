import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block in which the server hands the page's state to the browser. */
export const PAGE_STATE_ID = 'page-state';

/** What the server tells the browser about the page it sent. */
export interface PageState {
  /**
   * The server rendered the opened page itself (not only the frame): the browser hydrates that HTML, with the
   * page's module loaded first. Otherwise the browser renders the page afresh.
   */
  rendered: boolean;
  /** The answers the page's first screen reads (TanStack Query's dehydrated cache): the browser asks for none again. */
  queries: DehydratedState | null;
  /** The opened page's scripts on its remote's origin, fetched beside the shell's once the page is on screen. */
  scripts: string[];
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isPageState(value: unknown): value is PageState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'rendered') === 'boolean' &&
    typeof Reflect.get(value, 'queries') === 'object' &&
    isStringList(Reflect.get(value, 'scripts'))
  );
}

/** The state the server wrote into the page, or null (an old page, a page from a static host). */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
