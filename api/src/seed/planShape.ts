import { GARAGE_LOCATIONS, GARAGE_TYPES, PLAN_TYPES } from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import type { SeededRandom } from './seededRandom';

export const SINGLE_FAMILY = codeOf(PLAN_TYPES, 'Single-Family Homes');
export const STAND_ALONE_GARAGE = codeOf(PLAN_TYPES, 'Stand-Alone Garages');
export const MULTI_FAMILY = codeOf(
  PLAN_TYPES,
  'Multi-Family Homes (duplexes, triplexes, and other multi-unit layouts)',
);
export const OTHER_BUILDING = codeOf(PLAN_TYPES, 'Other (sheds, pool houses, offices)');

export const ATTACHED = codeOf(GARAGE_TYPES, 'Attached');
export const DETACHED = codeOf(GARAGE_TYPES, 'Detached');
export const CARPORT = codeOf(GARAGE_TYPES, 'Carport');
export const DRIVE_UNDER = codeOf(GARAGE_TYPES, 'Drive Under');
export const RV_GARAGE = codeOf(GARAGE_TYPES, 'RV Garage');
export const NO_GARAGE = codeOf(GARAGE_TYPES, 'None');

/** What a plan is, in the words a shopper would use; it decides every other choice. */
export type PlanKind =
  | 'house'
  | 'garage-apartment'
  | 'garage'
  | 'workshop-garage'
  | 'rv-garage'
  | 'carport'
  | 'multi-family'
  | 'shed'
  | 'pool-house'
  | 'studio';

/** The building itself: counts, areas and dimensions, all consistent with one another. */
export interface PlanShape {
  kind: PlanKind;
  planType: number;
  /** Dwelling units: 2 to 4 for multi-family homes, else 1 (0 for buildings nobody lives in). */
  units: number;
  beds: number;
  fullBaths: number;
  halfBaths: number;
  story: number;
  cars: number;
  garageType: number;
  garageLocation: number | null;
  garageSqFt: number | null;
  heatedArea: number;
  firstFloor: number;
  secondFloor: number | null;
  /** The headline size: the heated area, or the floor area of a building without heated rooms. */
  sqFt: number;
  width: number;
  depth: number;
  height: number;
  /** Room on one side of the lot is tight: the house is drawn narrow. */
  narrowLot: boolean;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
/** Feet to the nearest half foot, as plan sheets print them (42' 6"). */
const halfFeet = (value: number) => Math.round(value * 2) / 2;

function garageLocation(random: SeededRandom, cars: number): number | null {
  if (cars === 0) return null;
  return random.weighted([
    [codeOf(GARAGE_LOCATIONS, 'Front'), 55],
    [codeOf(GARAGE_LOCATIONS, 'Side'), 30],
    [codeOf(GARAGE_LOCATIONS, 'Rear'), 10],
    [codeOf(GARAGE_LOCATIONS, 'Courtyard'), 5],
  ]);
}

function garageArea(random: SeededRandom, cars: number, garageType: number): number | null {
  if (cars === 0) return null;
  const bays = cars * random.int(250, 310);
  return roundTo(garageType === RV_GARAGE ? bays + random.int(450, 700) : bays, 2);
}

/** Splits heated area over the storeys: the ground floor carries the most. */
function splitFloors(random: SeededRandom, heated: number, story: number): [number, number | null] {
  if (story === 1) return [heated, null];
  const groundShare = story === 2 ? random.int(52, 64) / 100 : random.int(38, 46) / 100;
  const first = roundTo(heated * groundShare, 5);
  return [first, heated - first];
}

/** Width and depth for a footprint area; narrow lots get a deep, slim house. */
function footprint(random: SeededRandom, area: number, narrowLot: boolean): [number, number] {
  const aspect = narrowLot ? random.int(45, 75) / 100 : random.int(105, 210) / 100;
  const width = halfFeet(Math.sqrt(area * aspect));
  const depth = halfFeet(area / width);
  return [width, depth];
}

function house(random: SeededRandom): PlanShape {
  const beds = random.weighted([
    [1, 3],
    [2, 12],
    [3, 35],
    [4, 32],
    [5, 13],
    [6, 5],
  ] as const);
  const [minArea, maxArea] = (
    [
      [0, 0],
      [550, 1100],
      [850, 1650],
      [1350, 2700],
      [1950, 3700],
      [2700, 5200],
      [3400, 7200],
    ] as const
  )[beds] ?? [1350, 2700];
  const heated = roundTo(random.int(minArea, maxArea), 5);
  const story =
    heated < 1000
      ? random.weighted([
          [1, 85],
          [2, 15],
        ])
      : random.weighted([
          [1, 42],
          [2, 48],
          [3, 10],
        ]);
  const fullBaths = Math.max(
    1,
    beds -
      random.weighted([
        [0, 25],
        [1, 55],
        [2, 20],
      ]),
  );
  const halfBaths = random.chance(story > 1 ? 0.7 : 0.45) ? 1 : 0;
  const cars =
    heated < 900
      ? random.weighted([
          [0, 60],
          [1, 30],
          [2, 10],
        ])
      : random.weighted([
          [0, 7],
          [1, 10],
          [2, 55],
          [3, 23],
          [4, 5],
        ]);
  const garageType =
    cars === 0
      ? NO_GARAGE
      : random.weighted([
          [ATTACHED, 70],
          [DETACHED, 9],
          [DRIVE_UNDER, 6],
          [CARPORT, 9],
          [RV_GARAGE, cars >= 2 ? 6 : 0],
        ]);
  const garageSqFt = garageArea(random, cars, garageType);
  const [firstFloor, secondFloor] = splitFloors(random, heated, story);
  const narrowLot = random.chance(0.12);
  const attachedArea =
    garageType === ATTACHED || garageType === CARPORT || garageType === RV_GARAGE ? (garageSqFt ?? 0) : 0;
  const [width, depth] = footprint(random, firstFloor + attachedArea + random.int(60, 400), narrowLot);
  return {
    kind: 'house',
    planType: SINGLE_FAMILY,
    units: 1,
    beds,
    fullBaths,
    halfBaths,
    story,
    cars,
    garageType,
    garageLocation: garageLocation(random, cars),
    garageSqFt,
    heatedArea: heated,
    firstFloor,
    secondFloor,
    sqFt: heated,
    width,
    depth,
    height: halfFeet(story * random.int(10, 12) + random.int(6, 12) + random.next()),
    narrowLot,
  };
}

function multiFamily(random: SeededRandom): PlanShape {
  const units = random.weighted([
    [2, 60],
    [3, 18],
    [4, 22],
  ] as const);
  const bedsPerUnit = random.weighted([
    [1, 20],
    [2, 50],
    [3, 30],
  ] as const);
  const heated = roundTo(units * random.int(600 + bedsPerUnit * 250, 900 + bedsPerUnit * 350), 10);
  const story =
    units === 2
      ? random.weighted([
          [1, 45],
          [2, 55],
        ])
      : random.weighted([
          [1, 15],
          [2, 60],
          [3, 25],
        ]);
  const carsPerUnit = random.weighted([
    [0, 30],
    [1, 50],
    [2, 20],
  ] as const);
  const cars = units * carsPerUnit;
  const garageType =
    cars === 0
      ? NO_GARAGE
      : random.weighted([
          [ATTACHED, 70],
          [CARPORT, 20],
          [DRIVE_UNDER, 10],
        ]);
  const garageSqFt = garageArea(random, cars, garageType);
  const [firstFloor, secondFloor] = splitFloors(random, heated, story);
  const narrowLot = random.chance(0.1);
  const [width, depth] = footprint(random, firstFloor + (garageSqFt ?? 0) + random.int(100, 400), narrowLot);
  return {
    kind: 'multi-family',
    planType: MULTI_FAMILY,
    units,
    beds: units * bedsPerUnit,
    fullBaths: units * (bedsPerUnit >= 3 ? 2 : 1),
    halfBaths: story > 1 ? units : 0,
    story,
    cars,
    garageType,
    garageLocation: garageLocation(random, cars),
    garageSqFt,
    heatedArea: heated,
    firstFloor,
    secondFloor,
    sqFt: heated,
    width,
    depth,
    height: halfFeet(story * random.int(10, 11) + random.int(7, 12) + random.next()),
    narrowLot,
  };
}

type GarageKind = 'garage-apartment' | 'garage' | 'workshop-garage' | 'rv-garage' | 'carport';

/** Stand-alone garages: at least one bay; only garage apartments have bedrooms (one or two). */
function standAloneGarage(random: SeededRandom): PlanShape {
  const kind = random.weighted<GarageKind>([
    ['garage-apartment', 36],
    ['garage', 24],
    ['workshop-garage', 16],
    ['rv-garage', 12],
    ['carport', 12],
  ]);
  const cars =
    kind === 'garage-apartment'
      ? random.weighted([
          [1, 25],
          [2, 50],
          [3, 25],
        ])
      : random.weighted([
          [1, 22],
          [2, 38],
          [3, 25],
          [4, 10],
          [5, 5],
        ]);
  const garageType = kind === 'rv-garage' ? RV_GARAGE : kind === 'carport' ? CARPORT : DETACHED;
  // Bays are about 11 ft wide each (an RV bay 16 ft) and 22 to 28 ft deep (an RV bay 40 to 50 ft).
  const baysWidth = cars * 11 + random.int(2, 4) + (garageType === RV_GARAGE ? 16 : 0);
  const depth = garageType === RV_GARAGE ? random.int(40, 50) : random.int(22, 28);
  const garageSqFt = roundTo(baysWidth * depth, 2);
  const beds = kind === 'garage-apartment' ? random.int(1, 2) : 0;
  const story =
    kind === 'garage-apartment'
      ? random.weighted([
          [2, 75],
          [1, 25],
        ])
      : kind === 'garage'
        ? random.weighted([
            [1, 70],
            [2, 30],
          ])
        : 1;
  const heated = beds === 0 ? 0 : roundTo(beds === 1 ? random.int(420, 760) : random.int(680, 1150), 5);
  // An apartment over the garage is reached by a small heated entry on the ground floor; a larger apartment
  // than the bays below widens the building with storage beside them.
  const firstFloor = heated === 0 ? 0 : story === 1 ? heated : roundTo(random.int(50, 120), 5);
  const secondFloor = story === 1 ? null : heated - firstFloor;
  const width =
    story === 1
      ? halfFeet(baysWidth + firstFloor / depth)
      : halfFeet(Math.max(baysWidth, ((secondFloor ?? 0) + firstFloor) / depth));
  return {
    kind,
    planType: STAND_ALONE_GARAGE,
    units: beds > 0 ? 1 : 0,
    beds,
    fullBaths: beds > 0 ? 1 : 0,
    halfBaths: (beds > 0 && random.chance(0.2)) || (kind === 'workshop-garage' && random.chance(0.35)) ? 1 : 0,
    story,
    cars,
    garageType,
    garageLocation: random.weighted([
      [codeOf(GARAGE_LOCATIONS, 'Front'), 80],
      [codeOf(GARAGE_LOCATIONS, 'Side'), 20],
    ]),
    garageSqFt,
    heatedArea: heated,
    firstFloor,
    secondFloor,
    sqFt: heated > 0 ? heated : garageSqFt,
    width,
    depth,
    height: halfFeet(kind === 'rv-garage' ? random.int(19, 24) : story * random.int(9, 11) + random.int(5, 9)),
    narrowLot: false,
  };
}

type OutbuildingKind = 'shed' | 'pool-house' | 'studio';

/** Sheds, pool houses and backyard offices: small, one storey, no garage. */
function outbuilding(random: SeededRandom): PlanShape {
  const kind = random.weighted<OutbuildingKind>([
    ['shed', 40],
    ['pool-house', 30],
    ['studio', 30],
  ]);
  const area = roundTo(
    kind === 'shed' ? random.int(64, 320) : kind === 'pool-house' ? random.int(180, 720) : random.int(120, 480),
    2,
  );
  const heated = kind === 'shed' ? 0 : area;
  const [width, depth] = footprint(random, area, false);
  return {
    kind,
    planType: OTHER_BUILDING,
    units: 0,
    beds: kind === 'pool-house' && area > 450 && random.chance(0.3) ? 1 : 0,
    fullBaths: kind === 'pool-house' && random.chance(0.6) ? 1 : 0,
    halfBaths: kind !== 'shed' && random.chance(0.35) ? 1 : 0,
    story: 1,
    cars: 0,
    garageType: NO_GARAGE,
    garageLocation: null,
    garageSqFt: null,
    heatedArea: heated,
    firstFloor: heated,
    secondFloor: null,
    sqFt: area,
    width,
    depth,
    height: halfFeet(random.int(10, 16) + random.next()),
    narrowLot: false,
  };
}

/** Draws a building of a plan type chosen with the catalogue's mix: mostly houses, then garages. */
export function drawPlanShape(random: SeededRandom): PlanShape {
  const planType = random.weighted([
    [SINGLE_FAMILY, 60],
    [STAND_ALONE_GARAGE, 25],
    [MULTI_FAMILY, 9],
    [OTHER_BUILDING, 6],
  ]);
  if (planType === STAND_ALONE_GARAGE) return standAloneGarage(random);
  if (planType === MULTI_FAMILY) return multiFamily(random);
  if (planType === OTHER_BUILDING) return outbuilding(random);
  return house(random);
}
