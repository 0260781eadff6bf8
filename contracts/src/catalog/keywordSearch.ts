import { MAX_KEYWORD_LENGTH } from './planFilters';

/**
 * The keyword search of the plan lists (the `keyword` filter): the words a shopper types, each of which must appear
 * in a plan's number, name, style or description (ignoring case). The list's keyword box, the URL, the API's
 * decoder and both of its searches (SQL and the in-memory index) read a keyword through these functions, so that
 * they agree on what it means.
 */

/**
 * The keyword box's id on the plan list. The header's Search opens KEYWORD_SEARCH_HREF, and a list opened at this
 * fragment puts the cursor in the box (a fragment also survives a server-rendered first load).
 */
export const KEYWORD_INPUT_ID = 'plan-keyword';
export const KEYWORD_SEARCH_HREF = `/propertylist#${KEYWORD_INPUT_ID}`;

/** More words than this are refused: a search of a sentence finds nothing, and each word is one more scan. */
export const MAX_KEYWORD_WORDS = 8;

/** What the keyword box says when it is submitted empty (or with only '#'). */
export const EMPTY_KEYWORD_MESSAGE =
  'Type a plan name, plan number (such as #12345AB), style or feature to search for.';
export const KEYWORD_TOO_LONG_MESSAGE = `Search for at most ${MAX_KEYWORD_LENGTH} characters.`;
export const KEYWORD_TOO_MANY_WORDS_MESSAGE = `Search for at most ${MAX_KEYWORD_WORDS} words.`;
export const KEYWORD_CONTROL_CHARACTER_MESSAGE = 'The search holds a character that cannot be typed.';

// Control characters: never typed, and a NUL would cross the search text's separator (keywordMatcher.ts).
// eslint-disable-next-line no-control-regex -- the point is to find them
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The one spelling of a keyword: trimmed, with each run of spaces made one space. Case and '#' are kept. */
export function canonicalKeyword(typed: string): string {
  return typed.trim().replace(/\s+/g, ' ');
}

/**
 * The words a keyword searches for: lower case, without the '#' that plan cards show before a plan number
 * ("#12345AB" finds plan 12345AB), each once. Empty for a keyword of only spaces and '#'.
 */
export function keywordTerms(keyword: string): string[] {
  const words = canonicalKeyword(keyword)
    .toLowerCase()
    .split(' ')
    .map((word) => word.replace(/^#+/, ''))
    .filter((word) => word !== '');
  return [...new Set(words)];
}

/**
 * Why a keyword cannot be searched for, or null when it can. An empty one (nothing but spaces and '#') is not a
 * keyword: the box asks for one (EMPTY_KEYWORD_MESSAGE), the decoder drops it.
 */
export function keywordProblem(keyword: string): string | null {
  const canonical = canonicalKeyword(keyword);
  if (keywordTerms(canonical).length === 0) return EMPTY_KEYWORD_MESSAGE;
  if (CONTROL_CHARACTER.test(canonical)) return KEYWORD_CONTROL_CHARACTER_MESSAGE;
  if (canonical.length > MAX_KEYWORD_LENGTH) return KEYWORD_TOO_LONG_MESSAGE;
  if (canonical.split(' ').length > MAX_KEYWORD_WORDS) return KEYWORD_TOO_MANY_WORDS_MESSAGE;
  return null;
}
