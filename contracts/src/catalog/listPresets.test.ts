import {
  labelOf,
  BEDROOM_COUNTS,
  GARAGE_TYPES,
  PLAN_TYPES,
  SPECIAL_FEATURES,
  VEHICLE_COUNTS,
  COLLECTIONS,
} from './codeTables';
import { PLAN_LIST_PRESETS, presetForPath } from './listPresets';

const labels = (table: Parameters<typeof labelOf>[0], codes: number[] | undefined) =>
  (codes ?? []).map((code) => labelOf(table, code));

describe('prefiltered plan lists', () => {
  it('cover every list route of the catalogue spec once', () => {
    const paths = PLAN_LIST_PRESETS.map((preset) => preset.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/propertyList',
        '/propertylist',
        '/home-search',
        '/home-filtered',
        '/multi-family',
        '/garage-apartments',
        '/garage-plans-with-1-bedroom',
        '/garage-plans-with-2-bedrooms',
        '/detached-garage-plans',
        '/rv-garage-plans',
        '/garage-plans-with-workshop',
        '/carports',
        '/1-car-garage-plans',
        '/2-car-garage-plans',
        '/3-car-garage-plans',
      ]),
    );
  });

  it('show multi-family homes on /multi-family', () => {
    expect(labels(PLAN_TYPES, presetForPath('/multi-family')?.filters.plan_type)).toEqual([
      'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)',
    ]);
  });

  it.each([1, 2, 3])('show garage plans for %i vehicles on /%i-car-garage-plans', (count) => {
    const filters = presetForPath(`/${count}-car-garage-plans`)?.filters;
    expect(labels(PLAN_TYPES, filters?.plan_type)).toEqual(['Stand-Alone Garages']);
    expect(labels(VEHICLE_COUNTS, filters?.no_of_vehicles)).toEqual([String(count)]);
  });

  it.each([
    '/garage-apartments',
    '/garage-plans-with-1-bedroom',
    '/garage-plans-with-2-bedrooms',
    '/detached-garage-plans',
    '/rv-garage-plans',
    '/garage-plans-with-workshop',
    '/carports',
  ])('show only stand-alone garage plans on %s, never a house with a garage of that kind', (path) => {
    expect(labels(PLAN_TYPES, presetForPath(path)?.filters.plan_type)).toEqual(['Stand-Alone Garages']);
  });

  it('match each garage list to its title', () => {
    expect(labels(GARAGE_TYPES, presetForPath('/carports')?.filters.garage_type)).toEqual(['Carport']);
    expect(labels(GARAGE_TYPES, presetForPath('/rv-garage-plans')?.filters.garage_type)).toEqual(['RV Garage']);
    expect(labels(GARAGE_TYPES, presetForPath('/detached-garage-plans')?.filters.garage_type)).toEqual(['Detached']);
    expect(labels(SPECIAL_FEATURES, presetForPath('/garage-plans-with-workshop')?.filters.special_features)).toEqual([
      'Workshop',
    ]);
    expect(labels(COLLECTIONS, presetForPath('/garage-apartments')?.filters.collections)).toEqual(['ADU']);
    expect(labelOf(BEDROOM_COUNTS, presetForPath('/garage-plans-with-1-bedroom')?.filters.bedrooms)).toBe('1');
    expect(labelOf(BEDROOM_COUNTS, presetForPath('/garage-plans-with-2-bedrooms')?.filters.bedrooms)).toBe('2');
  });

  it('leave the unfiltered lists unfiltered', () => {
    expect(presetForPath('/propertyList')?.filters).toEqual({});
    expect(presetForPath('/propertylist')?.filters).toEqual({});
  });
});
