import { ARCHITECTURAL_STYLES } from 'contracts/src/catalog/architecturalStyles';
import {
  ADDITIONAL_ROOMS,
  BED_BATH_OPTIONS,
  EXTERIOR_WALLS,
  FOUNDATIONS,
  KITCHEN_DINING,
  LAUNDRY_LOCATIONS,
  LOT_FEATURES,
  OUTDOOR_FEATURES,
  SPECIAL_FEATURES,
  type CodeOption,
} from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import { styleTraitsOf } from '../catalog/styleTraits';
import {
  ATTACHED,
  DRIVE_UNDER,
  MULTI_FAMILY,
  NO_GARAGE,
  OTHER_BUILDING,
  SINGLE_FAMILY,
  STAND_ALONE_GARAGE,
  type PlanShape,
} from './planShape';
import type { SeededRandom } from './seededRandom';

/** Everything the drawings specify beyond the shape: structure, rooms and features, as code-table codes. */
export interface PlanFeatures {
  standardFoundation: number;
  optionalFoundation: number | null;
  exteriorStandard: number;
  exteriorOptional: number | null;
  bedBathOptions: number[];
  kitchenDining: number[];
  laundryLocations: number[];
  additionalRooms: number[];
  outdoorFeatures: number[];
  specialFeatures: number[];
  lotFeatures: number[];
  porchFront: number | null;
  porchRear: number | null;
  ceilingFirstFloor: number;
  roofPrimaryPitch: string;
  roofSecondaryPitch: string | null;
  roofFramingType: string;
}

const code = (table: readonly CodeOption[]) => (label: string) => codeOf(table, label);
const foundation = code(FOUNDATIONS);
const wall = code(EXTERIOR_WALLS);
const bedBath = code(BED_BATH_OPTIONS);
const kitchen = code(KITCHEN_DINING);
const laundry = code(LAUNDRY_LOCATIONS);
const room = code(ADDITIONAL_ROOMS);
const outdoor = code(OUTDOOR_FEATURES);
const special = code(SPECIAL_FEATURES);
const lot = code(LOT_FEATURES);

const styleLabel = (styleCode: number) => ARCHITECTURAL_STYLES.find((style) => style.code === styleCode)?.label ?? '';

const sorted = (codes: Iterable<number>) => [...new Set(codes)].sort((a, b) => a - b);

/** Foundations that put living space or a garage below grade need a sloping lot. */
const SLOPE_FOUNDATIONS = new Set([foundation('Walkout'), foundation('Daylight')]);

function standardFoundation(random: SeededRandom, shape: PlanShape, styleCode: number): number {
  const family = styleTraitsOf(styleCode).family;
  const label = styleLabel(styleCode);
  if (shape.kind === 'shed')
    return random.weighted([
      [foundation('Pier'), 25],
      [foundation('Post/Pier'), 20],
      [foundation('Joist'), 25],
      [foundation('Slab'), 30],
    ]);
  if (shape.kind === 'carport')
    return random.weighted([
      [foundation('Pier'), 40],
      [foundation('Slab'), 40],
      [foundation('Monolithic Slab'), 20],
    ]);
  if (label === 'Barndominium')
    return random.weighted([
      [foundation('Post Frame'), 60],
      [foundation('Monolithic Slab'), 40],
    ]);
  if (shape.planType !== SINGLE_FAMILY && shape.planType !== MULTI_FAMILY) {
    return random.weighted([
      [foundation('Slab'), 45],
      [foundation('Monolithic Slab'), 35],
      [foundation('Stem Wall'), 10],
      [foundation('Post Frame'), 10],
    ]);
  }
  if (shape.garageType === DRIVE_UNDER)
    return random.weighted([
      [foundation('Walkout'), 60],
      [foundation('Daylight'), 40],
    ]);
  if (family === 'coastal' && (label === 'Beach' || label === 'Coastal' || label === 'Low Country')) {
    return random.weighted([
      [foundation('Piling'), 35],
      [foundation('Pier'), 25],
      [foundation('Raise Island'), 15],
      [foundation('Post/Pier'), 10],
      [foundation('Stem Wall'), 15],
    ]);
  }
  return random.weighted([
    [foundation('Slab'), 24],
    [foundation('Crawl'), 24],
    [foundation('Basement'), 18],
    [foundation('Walkout'), family === 'rustic' ? 14 : 5],
    [foundation('Daylight'), 3],
    [foundation('Monolithic Slab'), 7],
    [foundation('Combo Basement-Crawl'), 3],
    [foundation('Combo Slab-Crawl'), 3],
    [foundation('Stem Wall'), 4],
    [foundation('Post/Beam'), 2],
  ]);
}

function optionalFoundation(random: SeededRandom, standard: number, shape: PlanShape): number | null {
  if ((shape.planType !== SINGLE_FAMILY && shape.planType !== MULTI_FAMILY) || !random.chance(0.5)) return null;
  const alternatives = [foundation('Slab'), foundation('Crawl'), foundation('Basement'), foundation('Walkout')].filter(
    (option) => option !== standard,
  );
  return random.pick(alternatives);
}

function exteriorStandard(random: SeededRandom, shape: PlanShape, styleCode: number): number {
  const family = styleTraitsOf(styleCode).family;
  const label = styleLabel(styleCode);
  if (label === 'Log') return wall('Log');
  if (label === 'Barndominium' || shape.kind === 'carport')
    return random.weighted([
      [wall('Metal'), 60],
      [wall('2x6'), 40],
    ]);
  if (family === 'southwest')
    return random.weighted([
      [wall('Block / CMU (main floor)'), 55],
      [wall('2x6'), 25],
      [wall('ICF'), 20],
    ]);
  return random.weighted([
    [wall('2x6'), 42],
    [wall('2x4'), 36],
    [wall('2x4 and 2x6'), 8],
    [wall('ICF'), 4],
    [wall('2x8'), 3],
    [wall('Block / CMU (main floor)'), 4],
    [wall('Metal'), shape.planType === STAND_ALONE_GARAGE ? 8 : 1],
  ]);
}

function bedBathOptions(random: SeededRandom, shape: PlanShape, basement: boolean): number[] {
  if (shape.beds === 0) return shape.kind === 'pool-house' && random.chance(0.2) ? [bedBath('Jack & Jill Bath')] : [];
  const options: number[] = [];
  if (shape.beds >= 2)
    options.push(random.chance(0.55) ? bedBath('Bedrooms - Split') : bedBath('Bedrooms - Clustered'));
  if (shape.kind === 'house' || shape.kind === 'multi-family') {
    if (shape.story === 1 || random.chance(0.5)) options.push(bedBath('Master Suite - 1st Floor'));
    else options.push(bedBath('Master Suite - 2nd Floor'));
    if (basement && random.chance(0.15)) options.push(bedBath('Master Suite - Lower Level'));
    if (shape.sqFt > 1800 && random.chance(0.3)) options.push(bedBath('Master Suite - Sitting Area'));
    if (shape.beds >= 3 && random.chance(0.1)) options.push(bedBath('Two Master Suites'));
    if (shape.beds >= 3 && random.chance(0.1)) options.push(bedBath('In-Law Suite'));
    if (shape.beds >= 3 && random.chance(0.25)) options.push(bedBath('Jack & Jill Bath'));
  }
  return sorted(options);
}

function kitchenDining(random: SeededRandom, shape: PlanShape): number[] {
  if (shape.heatedArea === 0 || shape.kind === 'studio') return [];
  if (shape.kind === 'pool-house' || shape.kind === 'garage-apartment')
    return random.chance(0.3) ? [kitchen('Breakfast Nook')] : [];
  const large = shape.sqFt > 2800;
  const options: number[] = [];
  if (random.chance(0.4)) options.push(kitchen('Breakfast Nook'));
  if (random.chance(large ? 0.35 : 0.08)) options.push(kitchen('Two Kitchen Islands'));
  if (random.chance(large ? 0.55 : 0.2)) options.push(kitchen('Butler Walk-in Pantry'));
  if (random.chance(large ? 0.6 : 0.25)) options.push(kitchen('Formal Dining'));
  return sorted(options);
}

function laundryLocations(random: SeededRandom, shape: PlanShape, basement: boolean): number[] {
  if (shape.beds === 0) return [];
  const main =
    shape.story > 1 && !(shape.kind === 'garage-apartment')
      ? random.weighted([
          [laundry('Main Level'), 60],
          [laundry('Upstairs'), 40],
        ])
      : shape.kind === 'garage-apartment' && shape.story > 1
        ? laundry('Upstairs')
        : laundry('Main Level');
  const options = [basement && random.chance(0.12) ? laundry('Lower Level') : main];
  if (shape.kind === 'house' && random.chance(0.2)) options.push(laundry('Laundry Access from Master Suite'));
  if (shape.story > 1 && random.chance(0.06)) options.push(laundry('Laundry Chute'));
  return sorted(options);
}

function additionalRooms(random: SeededRandom, shape: PlanShape): number[] {
  if (shape.kind === 'studio') return [room('Home Office')];
  if (shape.kind === 'garage' && shape.story > 1) return [room('Bonus Room')];
  if (shape.kind !== 'house' && shape.kind !== 'multi-family') return [];
  const candidates = [
    'Bonus Room',
    'Den',
    'Flex Room',
    'Game/Rec Room',
    'Home Office',
    'Home Theater',
    'Keeping Room',
    'Library/Study',
    'Media Room',
    'Mudroom',
    'Playroom',
    'Safe Room',
    'Sunroom',
    'Wet Bar',
    'Wine Room',
  ];
  if (shape.story > 1) candidates.push('Loft', 'Two Story Great Room');
  if (shape.sqFt >= 4000) candidates.push('Sport Court');
  const count = Math.min(candidates.length, Math.floor(shape.sqFt / 1100) + random.int(0, 2));
  return sorted(random.sample(candidates, count).map(room));
}

function outdoorFeatures(random: SeededRandom, shape: PlanShape, styleCode: number): number[] {
  const family = styleTraitsOf(styleCode).family;
  if (shape.kind === 'pool-house')
    return sorted([outdoor('Outdoor Kitchen'), ...(random.chance(0.4) ? [outdoor('Outdoor Fireplace')] : [])]);
  if (shape.kind !== 'house' && shape.kind !== 'multi-family') return [];
  const options: number[] = [];
  if (random.chance(family === 'farmhouse' || family === 'coastal' ? 0.3 : 0.08))
    options.push(outdoor('Wrap Around Porch'));
  if (random.chance(0.15)) options.push(outdoor('Outdoor Fireplace'));
  if (random.chance(shape.sqFt > 2500 ? 0.25 : 0.08)) options.push(outdoor('Outdoor Kitchen'));
  if (random.chance(family === 'southwest' ? 0.3 : 0.04)) options.push(outdoor('Courtyard'));
  if (shape.story > 1 && random.chance(family === 'coastal' ? 0.35 : 0.05)) options.push(outdoor('Stacked Porches'));
  return sorted(options);
}

function specialFeatures(random: SeededRandom, shape: PlanShape, styleCode: number): number[] {
  const options: number[] = [];
  if (styleLabel(styleCode) === 'Split-Level') options.push(special('Split Level'));
  if (shape.kind === 'workshop-garage') options.push(special('Workshop'));
  else if (shape.planType === STAND_ALONE_GARAGE && random.chance(0.12)) options.push(special('Workshop'));
  else if (shape.kind === 'house' && shape.cars > 0 && random.chance(0.05)) options.push(special('Workshop'));
  if (shape.kind === 'house') {
    if (shape.garageType === ATTACHED && random.chance(0.06)) options.push(special('Angled Garage'));
    if (shape.story > 1 && shape.sqFt > 3000 && random.chance(0.15)) options.push(special('Elevator'));
    if (shape.story === 1 && random.chance(0.08)) options.push(special('Handicapped Accessible'));
    if (shape.story > 1 && shape.sqFt > 3200 && random.chance(0.12)) options.push(special('Multiple Stairs'));
    if (shape.garageType !== NO_GARAGE && shape.sqFt > 3000 && random.chance(0.08))
      options.push(special('Porte Cochere'));
  }
  return sorted(options);
}

function lotFeatures(random: SeededRandom, shape: PlanShape, standard: number): number[] {
  const options: number[] = [];
  if (
    shape.narrowLot ||
    (shape.width <= 40 && shape.planType !== STAND_ALONE_GARAGE && shape.planType !== OTHER_BUILDING)
  )
    options.push(lot('Narrow Lot'));
  if (shape.garageType === DRIVE_UNDER) options.push(lot('Sloping Lot - Front/Up'));
  if (SLOPE_FOUNDATIONS.has(standard)) {
    options.push(lot('Sloping Lot'));
    options.push(
      random.weighted([
        [lot('Sloping Lot - Rear'), 70],
        [lot('Sloping Lot - Side'), 30],
      ]),
    );
  }
  return sorted(options);
}

function porch(random: SeededRandom, shape: PlanShape, probability: number): number | null {
  if (shape.kind !== 'house' && shape.kind !== 'multi-family' && shape.kind !== 'pool-house') return null;
  return random.chance(probability) ? Math.round(random.int(40, Math.max(80, shape.width * 9)) / 2) * 2 : null;
}

function pitchText(rise: number): string {
  return `${rise}:12`;
}

/** Draws the features of a building, consistent with its shape and style (a walkout needs a sloping lot, and so on). */
export function drawPlanFeatures(random: SeededRandom, shape: PlanShape, styleCode: number): PlanFeatures {
  const standard = standardFoundation(random, shape, styleCode);
  const basement = standard === foundation('Basement') || SLOPE_FOUNDATIONS.has(standard);
  const optional = optionalFoundation(random, standard, shape);
  const exterior = exteriorStandard(random, shape, styleCode);
  const exteriorOptional =
    shape.planType === OTHER_BUILDING || !random.chance(0.3)
      ? null
      : random.pick(
          EXTERIOR_WALLS.map((option) => option.code).filter((option) => option !== exterior && option !== wall('Log')),
        );
  const [minPitch, maxPitch] = styleTraitsOf(styleCode).pitch;
  const primary = shape.kind === 'carport' || shape.kind === 'shed' ? random.int(3, 6) : random.int(minPitch, maxPitch);
  return {
    standardFoundation: standard,
    optionalFoundation: optional,
    exteriorStandard: exterior,
    exteriorOptional,
    bedBathOptions: bedBathOptions(random, shape, basement),
    kitchenDining: kitchenDining(random, shape),
    laundryLocations: laundryLocations(random, shape, basement),
    additionalRooms: additionalRooms(random, shape),
    outdoorFeatures: outdoorFeatures(random, shape, styleCode),
    specialFeatures: specialFeatures(random, shape, styleCode),
    lotFeatures: lotFeatures(random, shape, standard),
    porchFront: porch(random, shape, 0.7),
    porchRear: porch(random, shape, 0.55),
    ceilingFirstFloor:
      shape.planType === STAND_ALONE_GARAGE
        ? random.int(9, 12)
        : shape.sqFt > 3000
          ? random.pick([9, 10, 10, 12])
          : random.pick([8, 8, 9, 9, 10]),
    roofPrimaryPitch: pitchText(primary),
    roofSecondaryPitch: random.chance(0.45) ? pitchText(Math.max(1, primary - random.int(2, 5))) : null,
    roofFramingType: random.weighted([
      ['Truss', 55],
      ['Stick', 35],
      ['Truss and Stick', 10],
      ['Timber Frame', styleTraitsOf(styleCode).family === 'rustic' ? 18 : 0],
    ]),
  };
}
