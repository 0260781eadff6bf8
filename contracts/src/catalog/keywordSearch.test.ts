import { decodeFilters, encodeFilters } from './filterEncoding';
import {
  EMPTY_KEYWORD_MESSAGE,
  KEYWORD_CONTROL_CHARACTER_MESSAGE,
  KEYWORD_TOO_LONG_MESSAGE,
  KEYWORD_TOO_MANY_WORDS_MESSAGE,
  MAX_KEYWORD_WORDS,
  canonicalKeyword,
  keywordProblem,
  keywordTerms,
} from './keywordSearch';
import { MAX_KEYWORD_LENGTH } from './planFilters';

describe('the keyword search', () => {
  it('searches for each word once, in lower case, without the # cards show before a plan number', () => {
    expect(keywordTerms('  #12345AB   Modern  farmhouse modern ')).toEqual(['12345ab', 'modern', 'farmhouse']);
    expect(keywordTerms('##12345ab')).toEqual(['12345ab']);
    expect(keywordTerms('a#b')).toEqual(['a#b']);
    expect(keywordTerms(' # ## ')).toEqual([]);
  });

  it('has one spelling: trimmed, one space between words, case and # kept', () => {
    expect(canonicalKeyword('  #12345AB \t Lake  ')).toBe('#12345AB Lake');
  });

  it.each([
    ['nothing', '', EMPTY_KEYWORD_MESSAGE],
    ['spaces and # only', '  # ', EMPTY_KEYWORD_MESSAGE],
    ['too long', 'a'.repeat(MAX_KEYWORD_LENGTH + 1), KEYWORD_TOO_LONG_MESSAGE],
    [
      'too many words',
      Array.from({ length: MAX_KEYWORD_WORDS + 1 }, () => 'lake').join(' '),
      KEYWORD_TOO_MANY_WORDS_MESSAGE,
    ],
    ['a control character', 'lake\u0000house', KEYWORD_CONTROL_CHARACTER_MESSAGE],
  ])('refuses %s with a message saying what to type', (_label, keyword, message) => {
    expect(keywordProblem(keyword)).toBe(message);
  });

  it.each([
    ['a word', 'lake'],
    ['a plan number with #', '#12345AB'],
    ['the longest keyword', 'a'.repeat(MAX_KEYWORD_LENGTH)],
    ['as many words as allowed', Array.from({ length: MAX_KEYWORD_WORDS }, () => 'lake').join(' ')],
  ])('accepts %s', (_label, keyword) => {
    expect(keywordProblem(keyword)).toBeNull();
  });

  it('travels in its one spelling, and a keyword of only # is no filter', () => {
    expect(encodeFilters({ keyword: '  lake   house ' })).toEqual({ keyword: 'lake house' });
    expect(encodeFilters({ keyword: ' # ' })).toEqual({});
    expect(decodeFilters({ keyword: ' lake   house' })).toEqual({ ok: true, filters: { keyword: 'lake house' } });
    expect(decodeFilters({ keyword: '#' })).toEqual({ ok: true, filters: {} });
    expect(decodeFilters({ keyword: 'a b c d e f g h i' })).toEqual({
      ok: false,
      message: KEYWORD_TOO_MANY_WORDS_MESSAGE,
    });
  });
});
