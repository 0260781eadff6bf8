import { FACET_KEYS, type FacetKey, type PlanFacets } from 'contracts/src/catalog/facets';
import type { Bitset } from './Bitset';
import { facetsOf } from './facetsOf';

/** For every facet option, the plans that have it. */
export type FacetOptionSets = ReadonlyMap<FacetKey, ReadonlyMap<number, Bitset>>;

const FACETS = FACET_KEYS.length;
/** Plans walked in about the time of one option's popcount over the whole catalogue (measured with 10,000 plans). */
const WALK_PER_OPTION = 60;

/**
 * Facet counts by walking plans: every facet option is a slot in one tally, and each plan's slots are packed facet
 * by facet (`slots[offsets[p * FACETS + f] .. offsets[p * FACETS + f + 1])` are plan p's options of facet f), so a
 * plan adds to all its facets in one tight loop, or to one facet alone.
 */
export class FacetTally {
  /** The slot of each facet option, in facet then table order. */
  private readonly options: ReadonlyArray<{ facet: FacetKey; code: number; slot: number }>;
  private readonly slots: Uint16Array;
  private readonly offsets: Int32Array;
  /** Per facet, its options' slots and plan sets. */
  private readonly facetOptions: ReadonlyArray<ReadonlyArray<{ slot: number; plans: Bitset }>>;
  /** Every plan's slots counted: the facets of the unfiltered catalogue. */
  private readonly everyPlan: Int32Array;
  /** The one tally a search counts into: searches run one at a time on the event loop. */
  private readonly scratch: Int32Array;

  constructor(optionSets: FacetOptionSets, readonly size: number) {
    const options: Array<{ facet: FacetKey; code: number; slot: number }> = [];
    const facetOptions: Array<Array<{ slot: number; plans: Bitset }>> = FACET_KEYS.map(() => []);
    const perPlan: number[][][] = Array.from({ length: size }, () => FACET_KEYS.map(() => []));
    FACET_KEYS.forEach((facet, facetIndex) => {
      for (const [code, plans] of optionSets.get(facet) ?? []) {
        const slot = options.length;
        options.push({ facet, code, slot });
        facetOptions[facetIndex]?.push({ slot, plans });
        for (const position of plans.positions()) perPlan[position]?.[facetIndex]?.push(slot);
      }
    });
    this.options = options;
    this.facetOptions = facetOptions;
    this.offsets = new Int32Array(size * FACETS + 1);
    const packed: number[] = [];
    perPlan.forEach((facets, position) =>
      facets.forEach((slots, facetIndex) => {
        packed.push(...slots);
        this.offsets[position * FACETS + facetIndex + 1] = packed.length;
      }),
    );
    this.slots = Uint16Array.from(packed);
    this.everyPlan = new Int32Array(options.length);
    this.addPlans(this.everyPlan, 0, size, 1);
    this.scratch = new Int32Array(options.length);
  }

  /**
   * Counts each facet over the plans that pass every filter but that facet's own. `passAll`: the plans that pass
   * every filter; `failingOnly`: for each facet the search filters on, the plans that fail that filter alone (they
   * count for that facet, as if its option were chosen too). Walks whichever is smaller: the matching plans, or
   * the rest taken away from the whole catalogue's counts.
   */
  count(passAll: Bitset, passAllCount: number, failingOnly: ReadonlyArray<{ facet: number; plans: Bitset }>): PlanFacets {
    const tally = this.scratch;
    const passing = passAll.words;
    if (passAllCount * 2 <= this.size) {
      tally.fill(0);
      for (let index = 0; index < passing.length; index++) this.addRuns(tally, index * 32, passing[index] ?? 0, 1);
    } else {
      tally.set(this.everyPlan);
      for (let index = 0; index < passing.length; index++) {
        const base = index * 32;
        const inCatalogue = base + 32 <= this.size ? 0xffffffff : (1 << (this.size - base)) - 1;
        this.addRuns(tally, base, ~(passing[index] ?? 0) & inCatalogue, -1);
      }
    }
    for (const { facet, plans } of failingOnly) {
      const options = this.facetOptions[facet] ?? [];
      // Few plans: walk them; many: one popcount per option of this facet.
      if (plans.count() > options.length * WALK_PER_OPTION) {
        for (const { slot, plans: optionPlans } of options) tally[slot] = (tally[slot] ?? 0) + plans.countIntersection(optionPlans);
        continue;
      }
      const words = plans.words;
      for (let index = 0; index < words.length; index++) {
        for (let bits = words[index] ?? 0; bits !== 0; bits &= bits - 1) {
          this.addFacet(tally, index * 32 + 31 - Math.clz32(bits & -bits), facet);
        }
      }
    }
    return this.facets(tally);
  }

  /** The whole catalogue's facet counts. */
  unfiltered(): PlanFacets {
    return this.facets(this.everyPlan);
  }

  /**
   * Adds the slots of the plans whose bits are set in one word. Neighbouring plans' slots are contiguous, so each
   * run of set bits is one loop, not one per plan: dense sets cost little more than their slots.
   */
  private addRuns(tally: Int32Array, base: number, word: number, amount: number): void {
    let bits = word;
    while (bits !== 0) {
      const start = 31 - Math.clz32(bits & -bits);
      const rest = ~(bits >>> start);
      const length = rest === 0 ? 32 - start : Math.min(31 - Math.clz32(rest & -rest), 32 - start);
      this.addPlans(tally, base + start, base + start + length, amount);
      bits = start + length >= 32 ? 0 : bits & ~(((1 << length) - 1) << start);
    }
  }

  /** Adds the slots of plans from..to-1. */
  private addPlans(tally: Int32Array, from: number, to: number, amount: number): void {
    const slots = this.slots;
    for (let i = this.offsets[from * FACETS] ?? 0, end = this.offsets[to * FACETS] ?? 0; i < end; i++) {
      const slot = slots[i] ?? 0;
      tally[slot] = (tally[slot] ?? 0) + amount;
    }
  }

  private addFacet(tally: Int32Array, position: number, facet: number): void {
    const slots = this.slots;
    const at = position * FACETS + facet;
    for (let i = this.offsets[at] ?? 0, end = this.offsets[at + 1] ?? 0; i < end; i++) {
      const slot = slots[i] ?? 0;
      tally[slot] = (tally[slot] ?? 0) + 1;
    }
  }

  private facets(tally: Int32Array): PlanFacets {
    const counts = new Map<FacetKey, Record<number, number>>(FACET_KEYS.map((facet) => [facet, {}]));
    for (const { facet, code, slot } of this.options) {
      const facetCounts = counts.get(facet);
      if (facetCounts) facetCounts[code] = tally[slot] ?? 0;
    }
    return facetsOf((facet) => counts.get(facet) ?? {});
  }
}
