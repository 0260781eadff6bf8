import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';

/** Families of styles that share a look: roof, windows, cladding. */
export type StyleFamily =
  'modern' | 'steep' | 'southwest' | 'coastal' | 'rustic' | 'farmhouse' | 'classic' | 'craftsman';

export interface StyleTraits {
  family: StyleFamily;
  /** Primary roof pitch range, in inches of rise per 12 of run. */
  pitch: readonly [number, number];
}

const TRAITS_BY_LABEL: Readonly<Record<string, StyleTraits>> = {
  'Modern Farmhouse': { family: 'farmhouse', pitch: [8, 12] },
  Country: { family: 'farmhouse', pitch: [7, 10] },
  Barndominium: { family: 'farmhouse', pitch: [4, 6] },
  Craftsman: { family: 'craftsman', pitch: [6, 9] },
  Farmhouse: { family: 'farmhouse', pitch: [8, 12] },
  Ranch: { family: 'craftsman', pitch: [4, 6] },
  Traditional: { family: 'craftsman', pitch: [7, 10] },
  Contemporary: { family: 'modern', pitch: [2, 5] },
  Modern: { family: 'modern', pitch: [1, 3] },
  Cottage: { family: 'craftsman', pitch: [8, 12] },
  Colonial: { family: 'classic', pitch: [8, 10] },
  European: { family: 'steep', pitch: [10, 14] },
  'French Country': { family: 'steep', pitch: [10, 14] },
  Mediterranean: { family: 'southwest', pitch: [3, 5] },
  Spanish: { family: 'southwest', pitch: [3, 5] },
  Southwest: { family: 'southwest', pitch: [1, 3] },
  Tuscan: { family: 'southwest', pitch: [4, 6] },
  Victorian: { family: 'steep', pitch: [10, 14] },
  Tudor: { family: 'steep', pitch: [12, 16] },
  'Cape Cod': { family: 'steep', pitch: [10, 12] },
  Bungalow: { family: 'craftsman', pitch: [5, 8] },
  Prairie: { family: 'modern', pitch: [3, 5] },
  Mountain: { family: 'rustic', pitch: [7, 10] },
  Rustic: { family: 'rustic', pitch: [6, 9] },
  Lodge: { family: 'rustic', pitch: [7, 10] },
  Log: { family: 'rustic', pitch: [6, 9] },
  'A-Frame': { family: 'rustic', pitch: [18, 24] },
  Cabin: { family: 'rustic', pitch: [6, 10] },
  Beach: { family: 'coastal', pitch: [6, 8] },
  Coastal: { family: 'coastal', pitch: [6, 9] },
  'Low Country': { family: 'coastal', pitch: [8, 10] },
  Southern: { family: 'coastal', pitch: [8, 10] },
  Plantation: { family: 'classic', pitch: [8, 10] },
  Florida: { family: 'southwest', pitch: [4, 6] },
  Shingle: { family: 'steep', pitch: [10, 14] },
  Saltbox: { family: 'steep', pitch: [10, 12] },
  Georgian: { family: 'classic', pitch: [8, 10] },
  Federal: { family: 'classic', pitch: [6, 8] },
  'Greek Revival': { family: 'classic', pitch: [6, 8] },
  Neoclassical: { family: 'classic', pitch: [6, 9] },
  'Mid-Century Modern': { family: 'modern', pitch: [1, 3] },
  'Split-Level': { family: 'craftsman', pitch: [4, 6] },
  Northwest: { family: 'craftsman', pitch: [5, 8] },
  Adobe: { family: 'southwest', pitch: [1, 2] },
  Acadian: { family: 'steep', pitch: [10, 12] },
  Shotgun: { family: 'coastal', pitch: [8, 10] },
  'Hill Country': { family: 'rustic', pitch: [6, 10] },
  Carriage: { family: 'craftsman', pitch: [8, 12] },
};

const TRAITS_BY_CODE = new Map(
  ARCHITECTURAL_STYLES.map((style) => {
    const traits = TRAITS_BY_LABEL[style.label];
    if (!traits) throw new Error(`No style traits for '${style.label}'`);
    return [style.code, traits] as const;
  }),
);

export function styleTraitsOf(styleCode: number): StyleTraits {
  return TRAITS_BY_CODE.get(styleCode) ?? { family: 'craftsman', pitch: [6, 9] };
}
