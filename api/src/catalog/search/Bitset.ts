/** Counts the set bits of a 32-bit word (SWAR: JavaScript has no popcount instruction). */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** A fixed-size set of plan positions, one bit each: the index's sets are intersected and counted word by word. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly size: number) {
    this.words = new Uint32Array(Math.ceil(size / 32));
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - size;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  add(position: number): void {
    this.words[position >>> 5] = (this.words[position >>> 5] ?? 0) | (1 << (position & 31));
  }

  remove(position: number): void {
    this.words[position >>> 5] = (this.words[position >>> 5] ?? 0) & ~(1 << (position & 31));
  }

  has(position: number): boolean {
    return ((this.words[position >>> 5] ?? 0) & (1 << (position & 31))) !== 0;
  }

  /** Empties the set, to reuse its memory. */
  clear(): this {
    this.words.fill(0);
    return this;
  }

  /** this = other (same size). */
  assign(other: Bitset): this {
    this.words.set(other.words);
    return this;
  }

  copy(): Bitset {
    const set = new Bitset(this.size);
    set.words.set(this.words);
    return set;
  }

  /** this = this AND other. */
  intersect(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) & (b[i] ?? 0);
    return this;
  }

  /** this = this AND NOT other. */
  subtract(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) & ~(b[i] ?? 0);
    return this;
  }

  /** this = this OR other. */
  unite(other: Bitset): this {
    const a = this.words;
    const b = other.words;
    for (let i = 0; i < a.length; i++) a[i] = (a[i] ?? 0) | (b[i] ?? 0);
    return this;
  }

  count(): number {
    let total = 0;
    for (const word of this.words) total += bitCount(word);
    return total;
  }

  /** |this AND other| without building the intersection. */
  countIntersection(other: Bitset): number {
    const a = this.words;
    const b = other.words;
    let total = 0;
    for (let i = 0; i < a.length; i++) {
      const word = (a[i] ?? 0) & (b[i] ?? 0);
      if (word !== 0) total += bitCount(word);
    }
    return total;
  }

  /** The set positions in increasing order. */
  positions(): Int32Array {
    const positions = new Int32Array(this.count());
    let next = 0;
    this.words.forEach((word, index) => {
      let remaining = word;
      while (remaining !== 0) {
        const lowest = remaining & -remaining;
        positions[next++] = index * 32 + (31 - Math.clz32(lowest));
        remaining ^= lowest;
      }
    });
    return positions;
  }
}
