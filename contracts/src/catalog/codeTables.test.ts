import { ARCHITECTURAL_STYLES } from './architecturalStyles';
import {
  ADDITIONAL_ROOMS,
  BEDROOM_COUNTS,
  COLLECTIONS,
  FOUNDATIONS,
  GARAGE_TYPES,
  PLAN_TYPES,
  SPECIAL_FEATURES,
  VEHICLE_COUNTS,
  countMatches,
  labelOf,
} from './codeTables';
import { LIST_FILTER_TABLES } from './planFilters';

describe('code tables', () => {
  it('hold every label of the spec, numbered from 1 in its order', () => {
    expect(ADDITIONAL_ROOMS).toHaveLength(18);
    expect(FOUNDATIONS).toHaveLength(16);
    expect(COLLECTIONS).toHaveLength(28);
    expect(PLAN_TYPES.map((option) => option.code)).toEqual([1, 2, 3, 4]);
    expect(labelOf(GARAGE_TYPES, 5)).toBe('RV Garage');
    expect(labelOf(SPECIAL_FEATURES, 7)).toBe('Workshop');
  });

  it('define 48 architectural styles, from Modern Farmhouse to Carriage, with unique names', () => {
    expect(ARCHITECTURAL_STYLES).toHaveLength(48);
    expect(ARCHITECTURAL_STYLES[0]?.label).toBe('Modern Farmhouse');
    expect(ARCHITECTURAL_STYLES[47]?.label).toBe('Carriage');
    expect(new Set(ARCHITECTURAL_STYLES.map((style) => style.label)).size).toBe(48);
  });

  it('give every list filter a table with unique codes and labels', () => {
    for (const table of Object.values(LIST_FILTER_TABLES)) {
      expect(new Set(table.map((option) => option.code)).size).toBe(table.length);
      expect(new Set(table.map((option) => option.label)).size).toBe(table.length);
    }
  });

  it("show 'N/A' for a missing or unknown code", () => {
    expect(labelOf(PLAN_TYPES, null)).toBe('N/A');
    expect(labelOf(PLAN_TYPES, 99)).toBe('N/A');
  });

  it('match counts exactly, except the top code which means that many or more', () => {
    expect(countMatches(BEDROOM_COUNTS, 2, 2)).toBe(true);
    expect(countMatches(BEDROOM_COUNTS, 2, 3)).toBe(false);
    expect(countMatches(BEDROOM_COUNTS, 5, 7)).toBe(true);
    expect(countMatches(VEHICLE_COUNTS, 5, 4)).toBe(false);
  });
});
