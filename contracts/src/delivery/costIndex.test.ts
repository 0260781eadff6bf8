import { STATES_AND_PROVINCES } from '../content/statesAndProvinces';
import { COST_INDEX, costIndexOf } from './costIndex';

describe('the regional construction-cost index', () => {
  it('has one figure for every state, district, province and territory, and for nothing else', () => {
    expect(Object.keys(COST_INDEX).sort()).toEqual(STATES_AND_PROVINCES.map((region) => region.code).sort());
  });

  it('keeps every figure a plausible factor of the national average', () => {
    for (const [code, index] of Object.entries(COST_INDEX)) {
      expect([code, index >= 0.75 && index <= 1.8]).toEqual([code, true]);
    }
    const figures = Object.values(COST_INDEX);
    const average = figures.reduce((sum, index) => sum + index, 0) / figures.length;
    expect(average).toBeGreaterThan(0.9);
    expect(average).toBeLessThan(1.1);
  });

  it('answers a code with its figure and anything else with null', () => {
    expect(costIndexOf('CA')).toBe(1.22);
    expect(costIndexOf('ON')).toBe(1.06);
    expect(costIndexOf('ca')).toBeNull();
    expect(costIndexOf('XX')).toBeNull();
    expect(costIndexOf('toString')).toBeNull();
  });
});
