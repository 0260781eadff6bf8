import { ExpiringLruCache } from '../../cache/expiringLruCache';
import { Bitset } from './Bitset';

/** A character no search text holds (texts are words, numbers and spaces), separating the plans' texts. */
const SEPARATOR = '\u0000';

/**
 * Finds the plans whose search text contains a keyword. The texts are joined into one string, so a keyword is one
 * run of the engine's native `indexOf` over it, jumping to the next plan after each hit, instead of one call per
 * plan. Recent keywords' sets are kept: shoppers type the same few words.
 */
export class KeywordMatcher {
  private readonly joined: string;
  /** Where each plan's text starts in `joined`; one more entry for the end. */
  private readonly starts: Int32Array;
  private readonly recent = new ExpiringLruCache<string, Bitset>(200, Number.POSITIVE_INFINITY);

  constructor(private readonly texts: readonly string[]) {
    this.starts = new Int32Array(texts.length + 1);
    let at = 0;
    texts.forEach((text, position) => {
      this.starts[position] = at;
      at += text.length + SEPARATOR.length;
    });
    this.starts[texts.length] = at;
    this.joined = texts.join(SEPARATOR) + SEPARATOR;
  }

  /** The plans containing `keyword` (compared in lower case, as the texts are stored). */
  matching(keyword: string): Bitset {
    const needle = keyword.toLowerCase();
    let set = this.recent.get(needle);
    if (!set) {
      set = needle.includes(SEPARATOR) ? this.scanEach(needle) : this.scanJoined(needle);
      this.recent.set(needle, set);
    }
    return set;
  }

  private scanJoined(needle: string): Bitset {
    const set = new Bitset(this.texts.length);
    let position = 0;
    let hit = this.joined.indexOf(needle);
    while (hit !== -1) {
      // The hits come in order, so the plan holding this one is found by walking forward.
      while ((this.starts[position + 1] ?? Infinity) <= hit) position++;
      set.add(position);
      hit = this.joined.indexOf(needle, this.starts[position + 1] ?? this.joined.length);
    }
    return set;
  }

  private scanEach(needle: string): Bitset {
    const set = new Bitset(this.texts.length);
    this.texts.forEach((text, position) => {
      if (text.includes(needle)) set.add(position);
    });
    return set;
  }
}
