import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import {
  BATHROOM_COUNTS,
  BEDROOM_COUNTS,
  COLLECTIONS,
  FLOOR_COUNTS,
  FOUNDATIONS,
  GARAGE_TYPES,
  LOT_FEATURES,
  PLAN_TYPES,
  SPECIAL_FEATURES,
  countMatches,
} from 'contracts/src/catalog/codeTables';
import { PLAN_LIST_PRESETS } from 'contracts/src/catalog/listPresets';
import { LIST_FILTER_KEYS, LIST_FILTER_TABLES } from 'contracts/src/catalog/planFilters';
import { withoutPaidOptions } from 'contracts/src/checkout/planInclusions';
import { codeOf } from '../catalog/codeOf';
import { referenceMatches } from '../testing/referenceCatalog';
import { generatePlan, type NewPlan } from './generatePlan';
import { DEFAULT_PLAN_COUNT } from './seedCatalog';

const catalogue: readonly NewPlan[] = Array.from({ length: DEFAULT_PLAN_COUNT }, (_, index) => generatePlan(index + 1));
const GARAGES = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
const MULTI_FAMILY = codeOf(PLAN_TYPES, 'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)');
const SINGLE_FAMILY = codeOf(PLAN_TYPES, 'Single-Family Homes');
const ADU = codeOf(COLLECTIONS, 'ADU');
const NO_GARAGE = codeOf(GARAGE_TYPES, 'None');
const of = (type: number) => catalogue.filter((plan) => plan.plan_type === type);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('the seeded catalogue', () => {
  it('has at least the 10,000 plans the store advertises', () => {
    expect(DEFAULT_PLAN_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  it('is the same on every run, and plan N does not depend on the catalogue size', () => {
    expect(generatePlan(42)).toEqual(generatePlan(42));
    expect(catalogue[41]).toEqual(generatePlan(42));
    expect(generatePlan(42)).not.toEqual(generatePlan(43));
  });

  it('gives every plan a unique plan number, and varied names', () => {
    expect(new Set(catalogue.map((plan) => plan.plan_number)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((plan) => plan.name)).size).toBeGreaterThan(catalogue.length / 2);
    expect(new Set(catalogue.map((plan) => plan.description)).size).toBeGreaterThan(catalogue.length * 0.9);
  });

  it('uses every code of every filter table and every style', () => {
    for (const key of LIST_FILTER_KEYS) {
      const used = new Set<number>();
      for (const plan of catalogue) {
        for (const option of LIST_FILTER_TABLES[key]) {
          if (referenceMatches(plan, { [key]: [option.code] })) used.add(option.code);
        }
      }
      expect([key, [...used].sort((a, b) => a - b)]).toEqual([
        key,
        LIST_FILTER_TABLES[key].map((option) => option.code),
      ]);
    }
    for (const [table, value] of [
      [BEDROOM_COUNTS, (plan: NewPlan) => plan.beds],
      [BATHROOM_COUNTS, (plan: NewPlan) => plan.full_bathrooms],
      [FLOOR_COUNTS, (plan: NewPlan) => plan.story],
    ] as const) {
      for (const option of table)
        expect(catalogue.some((plan) => countMatches(table, option.code, value(plan)))).toBe(true);
    }
    expect(new Set(catalogue.map((plan) => plan.style_id)).size).toBe(ARCHITECTURAL_STYLES.length);
  });

  // 250 plans are 25 pages: the rarest garage lists (carports, RV garages: about 3% of the catalogue each, a larger
  // share than the big plan stores carry) hold a little under 300.
  it.each(PLAN_LIST_PRESETS.map((preset) => [preset.path, preset] as const))(
    'shows many plans on %s',
    (_path, preset) => {
      const matching = catalogue.filter((plan) => referenceMatches(plan, preset.filters));
      expect(matching.length).toBeGreaterThanOrEqual(250);
    },
  );

  it('draws every kind of garage plan as a stand-alone garage, none of them rare', () => {
    const garages = of(GARAGES);
    const share = (kind: (plan: NewPlan) => boolean) => garages.filter(kind).length / garages.length;
    const apartments = share((plan) => plan.beds > 0);
    const carports = share((plan) => plan.garage_type === codeOf(GARAGE_TYPES, 'Carport'));
    const rvGarages = share((plan) => plan.garage_type === codeOf(GARAGE_TYPES, 'RV Garage'));
    const workshops = share((plan) => (plan.special_features ?? []).includes(codeOf(SPECIAL_FEATURES, 'Workshop')));
    for (const kind of [apartments, carports, rvGarages, workshops]) {
      expect(kind).toBeGreaterThan(0.1);
      expect(kind).toBeLessThan(0.5);
    }
  });

  it('draws stand-alone garages with at least one bay and few bedrooms', () => {
    const garages = of(GARAGES);
    expect(garages.length).toBeGreaterThan(1_000);
    for (const garage of garages) {
      expect(garage.cars).toBeGreaterThanOrEqual(1);
      expect(garage.beds).toBeLessThanOrEqual(2);
      expect(garage.garage_type).not.toBe(NO_GARAGE);
    }
  });

  it('makes garage apartments stand-alone garages in the ADU collection with one or two bedrooms', () => {
    const apartments = of(GARAGES).filter((plan) => plan.beds > 0);
    expect(apartments.length).toBeGreaterThan(500);
    for (const apartment of apartments) {
      expect(apartment.collections).toContain(ADU);
      expect([1, 2]).toContain(apartment.beds);
    }
    for (const garage of of(GARAGES).filter((plan) => plan.collections?.includes(ADU)))
      expect(garage.beds).toBeGreaterThan(0);
  });

  it('gives multi-family homes more bedrooms than single-family homes, over 2 to 4 units', () => {
    const multiFamily = of(MULTI_FAMILY);
    expect(median(multiFamily.map((plan) => plan.beds))).toBeGreaterThan(
      median(of(SINGLE_FAMILY).map((plan) => plan.beds)),
    );
    for (const plan of multiFamily) {
      expect(plan.units).toBeGreaterThanOrEqual(2);
      expect(plan.beds).toBeGreaterThanOrEqual(plan.units);
    }
  });

  it('keeps every plan consistent with itself', () => {
    const walkouts = new Set([codeOf(FOUNDATIONS, 'Walkout'), codeOf(FOUNDATIONS, 'Daylight')]);
    const sloping = codeOf(LOT_FEATURES, 'Sloping Lot');
    for (const plan of catalogue) {
      expect(plan.cars === 0).toBe(plan.garage_type === NO_GARAGE);
      expect(plan.garage_sq_ft === null).toBe(plan.cars === 0);
      expect(plan.no_of_vehicles).toBe(Math.min(plan.cars, 5));
      expect(plan.first_floor + (plan.second_floor ?? 0)).toBe(plan.total_heated_area);
      expect(plan.second_floor === null).toBe(plan.story === 1);
      expect(plan.price_cents).toBeGreaterThan(0);
      expect(Number.isInteger(plan.price_cents)).toBe(true);
      expect((plan.collections ?? []).includes(codeOf(COLLECTIONS, 'On Sale'))).toBe((plan.initial_discount ?? 0) > 0);
      expect(plan.floor_images).toHaveLength(plan.story);
      expect(plan.foundations).toContain(plan.standard_foundation);
      expect(plan.exterior_walls).toContain(plan.exterior_standard_type);
      if (walkouts.has(plan.standard_foundation)) expect(plan.lot_features).toContain(sloping);
      expect(plan.full_bathrooms).toBeLessThanOrEqual(Math.max(1, plan.beds));
    }
  });

  it('never lists what a plan is sold with as included or not included: it is an option', () => {
    const contradictions = catalogue.flatMap((plan) => {
      const foundations = {
        standardFoundation: plan.standard_foundation,
        optionalFoundation: plan.optional_foundation ?? null,
      };
      return [...plan.included, ...plan.not_included]
        .filter((item) => !withoutPaidOptions(foundations, [item]).length)
        .map((item) => `${plan.id}: ${item}`);
    });
    expect(contradictions.slice(0, 5)).toEqual([]);
    // The sheets a plan set can lack still say so.
    expect(catalogue.some((plan) => plan.not_included.includes('Cabinet elevations'))).toBe(true);
  });
});
