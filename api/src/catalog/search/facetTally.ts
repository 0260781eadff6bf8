import { FACET_KEYS, type FacetKey } from 'contracts/src/catalog/facets';
import { Bitset } from './Bitset';

/** For every facet option, the plans that have it. */
export type FacetOptionSets = ReadonlyMap<FacetKey, ReadonlyMap<number, Bitset>>;

const FACETS = FACET_KEYS.length;
/** Plans walked in about the time of one option's popcount over the whole catalogue (measured with 10,000 plans). */
const WALK_PER_OPTION = 60;

/**
 * Facet counts by walking plans: every facet option is a slot in one tally, numbered facet by facet, and each
 * plan's slots are packed in order (`slots[starts[p] .. starts[p + 1])`), so a plan adds to all its facets in one
 * tight loop, or to one facet (its slots within that facet's slot range). Kept small (a byte a slot) because a
 * search walks plans in no particular order and pays for every cache miss.
 */
export class FacetTally {
  /** Per slot, what the JSON writes before its count: `"plan_type":{"1":` for a facet's first option, `,"2":` after. */
  private readonly jsonKeys: readonly string[];
  private readonly slots: Uint8Array | Uint16Array;
  private readonly starts: Int32Array;
  /** Facet f's slots are firstSlots[f] .. firstSlots[f + 1] - 1. */
  private readonly firstSlots: Int32Array;
  /** Per facet, its options' slots and plan sets. */
  private readonly facetOptions: ReadonlyArray<ReadonlyArray<{ slot: number; plans: Bitset }>>;
  /** Every plan's slots counted: the facets of the unfiltered catalogue. */
  private readonly everyPlan: Int32Array;
  /** The one tally a search counts into: searches run one at a time on the event loop. */
  private readonly scratch: Int32Array;

  constructor(
    optionSets: FacetOptionSets,
    readonly size: number,
  ) {
    const options: Array<{ facet: FacetKey; code: number; slot: number }> = [];
    const facetOptions: Array<Array<{ slot: number; plans: Bitset }>> = FACET_KEYS.map(() => []);
    const perPlan: number[][] = Array.from({ length: size }, () => []);
    this.firstSlots = new Int32Array(FACETS + 1);
    FACET_KEYS.forEach((facet, facetIndex) => {
      this.firstSlots[facetIndex] = options.length;
      for (const [code, plans] of optionSets.get(facet) ?? []) {
        const slot = options.length;
        options.push({ facet, code, slot });
        facetOptions[facetIndex]?.push({ slot, plans });
        for (const position of plans.positions()) perPlan[position]?.push(slot);
      }
    });
    this.firstSlots[FACETS] = options.length;
    this.jsonKeys = options.map(({ facet, code }, slot) =>
      slot === this.firstSlots[FACET_KEYS.indexOf(facet)]
        ? `${slot === 0 ? '' : '},'}${JSON.stringify(facet)}:{"${code}":`
        : `,"${code}":`,
    );
    this.facetOptions = facetOptions;
    this.starts = new Int32Array(size + 1);
    perPlan.forEach((slots, position) => (this.starts[position + 1] = (this.starts[position] ?? 0) + slots.length));
    const packed = perPlan.flat();
    this.slots = options.length <= 256 ? Uint8Array.from(packed) : Uint16Array.from(packed);
    this.everyPlan = new Int32Array(options.length);
    this.walk(this.everyPlan, Bitset.full(size), false, 1, -1);
    this.scratch = new Int32Array(options.length);
  }

  /**
   * Counts each facet over the plans that pass every filter but that facet's own. `passAll`: the plans that pass
   * every filter; `failingOnly`: for each facet the search filters on, the plans that fail that filter alone (they
   * count for that facet, as if its option were chosen too). Walks whichever is smaller: the matching plans, or
   * the rest taken away from the whole catalogue's counts.
   */
  count(passAll: Bitset, passAllCount: number, failingOnly: ReadonlyArray<{ facet: number; plans: Bitset }>): string {
    const tally = this.scratch;
    if (passAllCount * 2 <= this.size) {
      tally.fill(0);
      this.walk(tally, passAll, false, 1, -1);
    } else {
      tally.set(this.everyPlan);
      this.walk(tally, passAll, true, -1, -1);
    }
    for (const { facet, plans } of failingOnly) {
      const options = this.facetOptions[facet] ?? [];
      // Few plans: walk them; many: one popcount per option of this facet.
      if (plans.count() > options.length * WALK_PER_OPTION) {
        for (const { slot, plans: optionPlans } of options)
          tally[slot] = (tally[slot] ?? 0) + plans.countIntersection(optionPlans);
      } else {
        this.walk(tally, plans, false, 1, facet);
      }
    }
    return this.json(tally);
  }

  /** The whole catalogue's facet counts, as JSON. */
  unfiltered(): string {
    return this.json(this.everyPlan);
  }

  /**
   * Adds `amount` to the slots of the plans in `set` (or, `inverted`, of the plans not in it): all their facets'
   * slots, or one facet's (`facet` >= 0). One tight loop: this is where a search spends most of its time.
   */
  private walk(tally: Int32Array, set: Bitset, inverted: boolean, amount: number, facet: number): void {
    const { slots, starts, size } = this;
    const words = set.words;
    const flip = inverted ? 0xffffffff : 0;
    const lowest = facet < 0 ? 0 : (this.firstSlots[facet] ?? 0);
    const highest = facet < 0 ? Number.MAX_SAFE_INTEGER : (this.firstSlots[facet + 1] ?? 0);
    for (let index = 0; index < words.length; index++) {
      const base = index * 32;
      const inCatalogue = base + 32 <= size ? 0xffffffff : (1 << (size - base)) - 1;
      let bits = ((words[index] ?? 0) ^ flip) & inCatalogue;
      while (bits !== 0) {
        const bit = bits & -bits;
        bits ^= bit;
        const position = base + 31 - Math.clz32(bit);
        for (let i = starts[position] ?? 0, end = starts[position + 1] ?? 0; i < end; i++) {
          const slot = slots[i] ?? 0;
          if (slot >= lowest && slot < highest) tally[slot] = (tally[slot] ?? 0) + amount;
        }
      }
    }
  }

  /**
   * The counts as the JSON of a `PlanFacets` object, written straight from the tally: answering a search is mostly
   * this, and building ~190 integer-keyed properties only to serialise them cost more than the counting.
   */
  private json(tally: Int32Array): string {
    let json = '{';
    for (let slot = 0; slot < this.jsonKeys.length; slot++) json += `${this.jsonKeys[slot] ?? ''}${tally[slot] ?? 0}`;
    return this.jsonKeys.length === 0 ? '{}' : `${json}}}`;
  }
}
