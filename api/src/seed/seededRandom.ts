/**
 * A small deterministic PRNG (mulberry32): the same seed gives the same catalogue on every machine and run.
 * Not for anything secret.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() needs at least one item');
    return item;
  }

  /** Picks by relative weight: weighted([['a', 3], ['b', 1]]) gives 'a' three times as often as 'b'. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [item, weight] of entries) {
      target -= weight;
      if (target < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (last === undefined) throw new Error('weighted() needs at least one entry');
    return last[0];
  }

  /** `count` distinct items, in the order given. */
  sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i -= 1) {
      const j = this.int(0, i);
      [indexes[i], indexes[j]] = [indexes[j] ?? 0, indexes[i] ?? 0];
    }
    const chosen = new Set(indexes.slice(0, count));
    return items.filter((_, index) => chosen.has(index));
  }
}

/** Mixes a base seed with an index so each plan draws from its own stream: plan N is the same in any catalogue size. */
export function seedFor(base: number, index: number): number {
  let h = (base ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
