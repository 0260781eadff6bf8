/**
 * The catalogue's code tables. The spec's raw codes contradict each other (plan_type 2 is both "multi-family" and
 * "car garages"), so every table is defined once here: codes from 1, in the spec's order of labels.
 */
export interface CodeOption {
  readonly code: number;
  readonly label: string;
}

function table(labels: readonly string[]): readonly CodeOption[] {
  return Object.freeze(labels.map((label, index) => Object.freeze({ code: index + 1, label })));
}

export const PLAN_TYPES = table([
  'Single-Family Homes',
  'Stand-Alone Garages',
  'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)',
  'Other (sheds, pool houses, offices)',
]);

export const GARAGE_TYPES = table(['Attached', 'Detached', 'Carport', 'Drive Under', 'RV Garage', 'None']);

export const GARAGE_LOCATIONS = table(['Front', 'Side', 'Rear', 'Courtyard']);

export const BED_BATH_OPTIONS = table([
  'Bedrooms - Clustered',
  'Bedrooms - Split',
  'Master Suite - 1st Floor',
  'Master Suite - 2nd Floor',
  'Master Suite - Lower Level',
  'Master Suite - Sitting Area',
  'Two Master Suites',
  'In-Law Suite',
  'Jack & Jill Bath',
]);

export const KITCHEN_DINING = table([
  'Breakfast Nook',
  'Two Kitchen Islands',
  'Butler Walk-in Pantry',
  'Formal Dining',
]);

export const LAUNDRY_LOCATIONS = table([
  'Laundry Access from Master Suite',
  'Upstairs',
  'Lower Level',
  'Main Level',
  'Laundry Chute',
]);

export const ADDITIONAL_ROOMS = table([
  'Bonus Room',
  'Den',
  'Flex Room',
  'Game/Rec Room',
  'Home Office',
  'Home Theater',
  'Keeping Room',
  'Library/Study',
  'Loft',
  'Media Room',
  'Mudroom',
  'Playroom',
  'Safe Room',
  'Sport Court',
  'Sunroom',
  'Two Story Great Room',
  'Wet Bar',
  'Wine Room',
]);

export const OUTDOOR_FEATURES = table([
  'Wrap Around Porch',
  'Outdoor Fireplace',
  'Outdoor Kitchen',
  'Courtyard',
  'Stacked Porches',
]);

export const FOUNDATIONS = table([
  'Basement',
  'Combo Basement-Crawl',
  'Combo Slab-Crawl',
  'Crawl',
  'Daylight',
  'Joist',
  'Monolithic Slab',
  'Pier',
  'Piling',
  'Post/Beam',
  'Post Frame',
  'Post/Pier',
  'Raise Island',
  'Slab',
  'Stem Wall',
  'Walkout',
]);

export const SPECIAL_FEATURES = table([
  'Angled Garage',
  'Elevator',
  'Handicapped Accessible',
  'Multiple Stairs',
  'Porte Cochere',
  'Split Level',
  'Workshop',
]);

export const EXTERIOR_WALLS = table([
  'Block / CMU (main floor)',
  '2x4',
  '2x6',
  '2x8',
  'ICF',
  '2x4 and 2x6',
  'Log',
  'Metal',
]);

export const COLLECTIONS = table([
  'Exclusive',
  'New28',
  'Client Photos',
  'Interactive Tours',
  'House Plan Videos',
  'Photo Gallery',
  'Luxury',
  'Premium Collection',
  'Lake House Plans',
  'ADU',
  '100 Most Popular',
  'Attached Apartments',
  'Builder Bundles',
  'Canadian',
  'Dogtrot House Plans',
  'Home Office Studio',
  'Large',
  'Materials List',
  'Metric',
  'Multi-Generational',
  'On Sale',
  'Pool House',
  'Post-Frame',
  'Recently Sold',
  'Shed',
  'Timber Frame',
  'Tiny House',
  'USDA Approved',
]);

export const LOT_FEATURES = table([
  'Narrow Lot',
  'Sloping Lot - Front/Up',
  'Sloping Lot - Rear',
  'Sloping Lot - Side',
  'Sloping Lot',
]);

/** Garage bays. The last code means "that many or more". */
export const VEHICLE_COUNTS = table(['1', '2', '3', '4', '5+']);

/** Storeys. The last code means "that many or more". */
export const FLOOR_COUNTS = table(['1', '2', '3+']);

/** Bedrooms. The last code means "that many or more". */
export const BEDROOM_COUNTS = table(['1', '2', '3', '4', '5+']);

/** Bathrooms. The last code means "that many or more". */
export const BATHROOM_COUNTS = table(['1', '2', '3', '4+']);

/** A count table's top code matches every value at or above it; the others match exactly. */
export function countMatches(countTable: readonly CodeOption[], code: number, value: number): boolean {
  const top = countTable[countTable.length - 1]?.code ?? code;
  return code >= top ? value >= top : value === code;
}

/** The label of a code, or 'N/A' for a missing or unknown code (the spec's text for missing values). */
export function labelOf(codeTable: readonly CodeOption[], code: number | null | undefined): string {
  if (code === null || code === undefined) return 'N/A';
  return codeTable.find((option) => option.code === code)?.label ?? 'N/A';
}

export function isKnownCode(codeTable: readonly CodeOption[], code: number): boolean {
  return codeTable.some((option) => option.code === code);
}
