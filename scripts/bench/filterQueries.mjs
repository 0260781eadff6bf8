// Random plan-search questions in the API's wire encoding, as shoppers' filter panels send them.

/**
 * A deterministic generator, so two runs ask the same questions.
 * @param {number} seed
 * @returns {() => number} the next number in [0, 1)
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

// Code ranges of contracts' tables (codes from 1): list filters and their sizes.
const LISTS = {
  plan_type: 4,
  style: 48,
  no_of_vehicles: 5,
  garage_type: 6,
  garage_location: 4,
  bed_bath_options: 9,
  kitchen_dinning: 4,
  laundry_location: 5,
  additional_rooms: 18,
  outdoor_features: 5,
  foundation: 16,
  special_features: 7,
  exterior_walls: 8,
  collections: 28,
  lot_features: 5,
};
const COUNTS = { bedrooms: 5, bathrooms: 4, floors: 3 };
/** @type {Array<[key: string, min: number, max: number]>} */
const RANGES = [
  ['min_sq_ft', 500, 4000],
  ['max_sq_ft', 1500, 8000],
  ['min_footprint_width', 15, 70],
  ['max_footprint_depth', 30, 120],
];
const KEYWORDS = ['cottage', 'farm', 'garage', 'ranch', 'hp-1', 'modern'];

/**
 * A random filter object in the wire encoding: one to five filters, a sort and sometimes a later page.
 * @param {() => number} random
 */
export function randomSearchPath(random) {
  /** @param {number} n */
  const pick = (n) => 1 + Math.floor(random() * n);
  /**
   * @template T
   * @param {readonly T[]} items none of them undefined
   * @returns {T}
   */
  const oneOf = (items) => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('Nothing to pick from');
    return item;
  };
  const params = new URLSearchParams();
  const lists = Object.entries(LISTS);
  const filterCount = pick(5);
  for (let i = 0; i < filterCount; i++) {
    const kind = random();
    if (kind < 0.6) {
      const [key, size] = oneOf(lists);
      const codes = new Set(Array.from({ length: pick(3) }, () => pick(size)));
      params.set(key, `[${[...codes].sort((a, b) => a - b).join(',')}]`);
    } else if (kind < 0.8) {
      const [key, count] = oneOf(Object.entries(COUNTS));
      params.set(key, String(pick(count)));
    } else if (kind < 0.95) {
      const [key, min, max] = oneOf(RANGES);
      params.set(key, String(min + Math.floor(random() * (max - min))));
    } else {
      params.set('keyword', oneOf(KEYWORDS));
    }
  }
  params.set('sort_by', String(pick(7)));
  if (random() < 0.2) params.set('pagination', String(pick(3)));
  return `/api/user/properties?${params}`;
}
