import { FOUNDATIONS } from 'contracts/src/catalog/codeTables';
import { formatWholeNumber } from 'contracts/src/format/wholeNumber';
import { codeOf } from '../catalog/codeOf';
import { pitchOf } from '../images/buildingKind';
import type { FloorLayout } from '../images/floorPlanDrawing';
import { floorLayoutsOf, type PlanDocumentSource } from './planDocumentSource';

/**
 * The Materials List's quantities, counted from the plan's own geometry: the same floor layouts as the drawings
 * (outside walls, the walls between rooms, windows, doors), the roof over the footprint at the plan's pitch, and
 * the foundation the plan is drawn on. Waste allowances are the usual ones of framing and finish take-offs; every
 * line says what it was counted from, so that a builder can check it.
 */

/** Upper floors are framed 8 ft high; the first floor has the plan's own ceiling height. */
const UPPER_WALL_HEIGHT = 8;
/** The roof overhangs the walls by a foot on every side. */
const OVERHANG = 1;
/** A window is taken as 4 ft high, its width as drawn. */
const WINDOW_HEIGHT = 4;
const SHEET_AREA = 32;
const DRYWALL_SHEET_AREA = 48;

const SLAB_FOUNDATIONS = new Set(
  ['Slab', 'Monolithic Slab', 'Stem Wall', 'Combo Slab-Crawl', 'Post Frame'].map((label) => codeOf(FOUNDATIONS, label)),
);
const BASEMENT_FOUNDATIONS = new Set(
  ['Basement', 'Daylight', 'Walkout', 'Combo Basement-Crawl'].map((label) => codeOf(FOUNDATIONS, label)),
);

/** Rooms that are not finished living space: no flooring, trim or interior doors of their own. */
const UNFINISHED = /Garage|Carport|Storage|Workbench|Stairs|Workshop/;
/** The people's doors a floor's walls hold, inside (between rooms) or in the outside walls (not a garage's). */
const doorsIn = (layout: FloorLayout, exterior: boolean) =>
  layout.walls
    .filter((wall) => wall.exterior === exterior)
    .flatMap((wall) => wall.openings)
    .filter((opening) => opening.kind === 'door').length;

/** What one floor measures, in feet and square feet. */
export interface FloorMeasurements {
  floor: number;
  floorArea: number;
  wallHeight: number;
  exteriorWallLength: number;
  /** The walls between rooms: every room's perimeter counted once, less the outside walls. */
  interiorWallLength: number;
  windows: number;
  windowArea: number;
  finishedArea: number;
  finishedPerimeter: number;
  /** The doors between rooms, as the floor plans draw them. */
  doors: number;
  /** The doors in the outside walls: the front door (or each unit's) and the back door; not a garage's. */
  entryDoors: number;
  /** The garage's overhead doors the floor plans draw (one a car bay, where the wall allows), in feet. */
  overheadDoors: Array<{ width: number; height: number }>;
}

export interface PlanMeasurements {
  floors: FloorMeasurements[];
  footprintArea: number;
  porchArea: number;
  roofArea: number;
  /** Rise per 12 of run. */
  roofPitch: number;
  foundation: 'slab' | 'crawl space' | 'basement';
}

export interface MaterialLine {
  section: string;
  item: string;
  quantity: number;
  unit: string;
  /** What the quantity was counted from, in words. */
  basis: string;
}

function measureFloor(layout: FloorLayout, ceilingHeight: number, open: boolean): FloorMeasurements {
  const perimeter = 2 * (layout.width + layout.depth);
  const roomPerimeters = layout.rooms.reduce((sum, room) => sum + 2 * (room.width + room.depth), 0);
  const windows = layout.rooms.flatMap((room) => room.windows);
  const finished = layout.rooms.filter((room) => !UNFINISHED.test(room.name));
  return {
    floor: layout.floor,
    floorArea: layout.width * layout.depth,
    wallHeight: layout.floor === 1 ? ceilingHeight : UPPER_WALL_HEIGHT,
    exteriorWallLength: open ? 0 : perimeter,
    interiorWallLength: Math.max(0, (roomPerimeters - perimeter) / 2),
    windows: windows.length,
    windowArea: windows.reduce((sum, window) => sum + window.width * WINDOW_HEIGHT, 0),
    finishedArea: finished.reduce((sum, room) => sum + room.width * room.depth, 0),
    finishedPerimeter: finished.reduce((sum, room) => sum + 2 * (room.width + room.depth), 0),
    doors: doorsIn(layout, false),
    entryDoors: doorsIn(layout, true),
    overheadDoors: layout.walls
      .flatMap((wall) => wall.openings)
      .filter((opening) => opening.kind === 'overhead')
      .map(({ width, height }) => ({ width, height })),
  };
}

/** The plan's floors, walls, windows and roof measured from its layouts. */
export function measurePlan(source: PlanDocumentSource): PlanMeasurements {
  const layouts = floorLayoutsOf(source);
  const { drawing, detail } = source;
  const floors = layouts.map((layout) =>
    measureFloor(
      layout,
      detail.ceiling_first_floor > 0 ? detail.ceiling_first_floor : UPPER_WALL_HEIGHT,
      layout.kind === 'carport',
    ),
  );
  const porchArea = layouts
    .flatMap((layout) => layout.porches)
    .reduce((sum, porch) => sum + porch.width * porch.depth, 0);
  const pitch = pitchOf(drawing);
  const slope = Math.sqrt(1 + (pitch / 12) ** 2);
  const roofPlan = (drawing.footprint_width + 2 * OVERHANG) * (drawing.footprint_depth + 2 * OVERHANG) + porchArea;
  return {
    floors,
    footprintArea: drawing.footprint_width * drawing.footprint_depth,
    porchArea,
    roofArea: roofPlan * slope,
    roofPitch: pitch,
    foundation: SLAB_FOUNDATIONS.has(detail.different_foundation)
      ? 'slab'
      : BASEMENT_FOUNDATIONS.has(detail.different_foundation)
        ? 'basement'
        : 'crawl space',
  };
}

const sum = (floors: readonly FloorMeasurements[], pick: (floor: FloorMeasurements) => number) =>
  floors.reduce((total, floor) => total + pick(floor), 0);
const whole = (value: number) => Math.ceil(value - 1e-9);
const feet = (value: number) => formatWholeNumber(value);

/** The plan's materials, section by section, with quantities rounded up to whole units. */
export function estimateMaterials(source: PlanDocumentSource): {
  measurements: PlanMeasurements;
  lines: MaterialLine[];
} {
  const measurements = measurePlan(source);
  const { floors, footprintArea, porchArea, roofArea, foundation } = measurements;
  const { drawing } = source;
  const lines: MaterialLine[] = [];
  const add = (section: string, item: string, quantity: number, unit: string, basis: string) => {
    if (quantity > 0) lines.push({ section, item, quantity: whole(quantity), unit, basis });
  };

  const perimeter = 2 * (drawing.footprint_width + drawing.footprint_depth);
  const exteriorWall = sum(floors, (floor) => floor.exteriorWallLength);
  const interiorWall = sum(floors, (floor) => floor.interiorWallLength);
  const exteriorWallArea = sum(floors, (floor) => floor.exteriorWallLength * floor.wallHeight);
  const openings = sum(floors, (floor) => (floor.exteriorWallLength > 0 ? floor.windowArea : 0));
  const topFloorArea = floors[floors.length - 1]?.floorArea ?? footprintArea;

  const FOUNDATION = 'Foundation';
  add(
    FOUNDATION,
    'Concrete, footings 24 in. x 12 in.',
    ((perimeter * 2 * 1) / 27) * 1.05,
    'cu yd',
    `${feet(perimeter)} ft of perimeter, + 5 %`,
  );
  if (foundation === 'basement')
    add(
      FOUNDATION,
      'Concrete, basement walls 8 in. x 8 ft',
      ((perimeter * 8 * (8 / 12)) / 27) * 1.05,
      'cu yd',
      `${feet(perimeter)} ft of perimeter, + 5 %`,
    );
  if (foundation === 'crawl space')
    add(
      FOUNDATION,
      'Concrete block, crawl-space walls 8 in., 3 ft high',
      perimeter * 3 * 1.125 * 1.05,
      'blocks',
      `${feet(perimeter)} ft of perimeter, 1.125 blocks per sq ft, + 5 %`,
    );
  const slab = foundation === 'crawl space' ? porchArea : footprintArea + porchArea;
  add(
    FOUNDATION,
    'Concrete, slab 4 in.',
    ((slab * (4 / 12)) / 27) * 1.05,
    'cu yd',
    `${feet(slab)} sq ft of slab${porchArea > 0 ? ' with porches' : ''}, + 5 %`,
  );
  add(FOUNDATION, 'Reinforcing bar #4', perimeter * 2 * 1.1, 'lin ft', 'two bars along the footings, + 10 % laps');
  add(FOUNDATION, 'Vapour barrier, 10 mil', slab * 1.1, 'sq ft', `${feet(slab)} sq ft of slab, + 10 % laps`);

  const FRAMING = 'Framing';
  add(
    FRAMING,
    'Studs 2x6, exterior walls, 16 in. o.c.',
    exteriorWall * 0.75 * 1.15,
    'pcs',
    `${feet(exteriorWall)} ft of exterior wall, + 15 % for corners and openings`,
  );
  add(
    FRAMING,
    'Studs 2x4, interior walls, 16 in. o.c.',
    interiorWall * 0.75 * 1.15,
    'pcs',
    `${feet(interiorWall)} ft of interior wall, + 15 %`,
  );
  add(
    FRAMING,
    'Plates, bottom and double top',
    (exteriorWall + interiorWall) * 3 * 1.1,
    'lin ft',
    'three plates along every wall, + 10 %',
  );
  const framedFloors = sum(floors, (floor) => (floor.floor > 1 || foundation !== 'slab' ? floor.floorArea : 0));
  add(
    FRAMING,
    'Subfloor, 3/4 in. tongue-and-groove, 4x8 sheets',
    (framedFloors / SHEET_AREA) * 1.1,
    'sheets',
    `${feet(framedFloors)} sq ft of framed floor, + 10 %`,
  );
  add(
    FRAMING,
    'Wall sheathing, 7/16 in. OSB, 4x8 sheets',
    (exteriorWallArea / SHEET_AREA) * 1.1,
    'sheets',
    `${feet(exteriorWallArea)} sq ft of exterior wall, + 10 %`,
  );
  add(
    FRAMING,
    `Roof trusses or rafter pairs, 24 in. o.c. (${source.detail.roof_framing_type.toLowerCase()})`,
    drawing.footprint_width / 2 + 1,
    'pcs',
    `${feet(drawing.footprint_width)} ft of building width`,
  );
  add(
    FRAMING,
    'Roof sheathing, 7/16 in. OSB, 4x8 sheets',
    (roofArea / SHEET_AREA) * 1.1,
    'sheets',
    `${feet(roofArea)} sq ft of roof at ${measurements.roofPitch}:12, + 10 %`,
  );

  const ROOFING = 'Roofing';
  add(
    ROOFING,
    'Asphalt shingles, architectural',
    (roofArea / 100) * 1.1,
    'squares',
    `${feet(roofArea)} sq ft of roof, + 10 % waste and ridge`,
  );
  add(
    ROOFING,
    'Synthetic underlayment, 10-square rolls',
    (roofArea / 1000) * 1.1,
    'rolls',
    `${feet(roofArea)} sq ft of roof, + 10 % laps`,
  );
  const eaves = 2 * (drawing.footprint_width + 2 * OVERHANG) + 2 * (drawing.footprint_depth + 2 * OVERHANG);
  add(ROOFING, 'Drip edge', eaves * 1.1, 'lin ft', 'the roof\u2019s edges, + 10 %');

  const EXTERIOR = 'Exterior';
  add(
    EXTERIOR,
    'House wrap',
    exteriorWallArea * 1.1,
    'sq ft',
    `${feet(exteriorWallArea)} sq ft of exterior wall, + 10 %`,
  );
  add(EXTERIOR, 'Siding', (exteriorWallArea - openings) * 1.1, 'sq ft', 'exterior wall less windows, + 10 %');
  add(
    EXTERIOR,
    'Windows',
    sum(floors, (floor) => floor.windows),
    'pcs',
    'as drawn on the floor plans',
  );
  add(
    EXTERIOR,
    'Entry door, 36 in.',
    sum(floors, (floor) => floor.entryDoors),
    'pcs',
    'front and back doors, as drawn on the floor plans',
  );
  // The overhead doors drawn, not the garage's car bays: a garage wall too short for a door a bay has fewer.
  const overheadDoors = floors.flatMap((floor) => floor.overheadDoors);
  const bySize = new Map<string, number>();
  for (const { width, height } of overheadDoors) {
    const size = `${feet(width)} x ${feet(height)} ft`;
    bySize.set(size, (bySize.get(size) ?? 0) + 1);
  }
  add(
    EXTERIOR,
    'Garage doors, overhead',
    overheadDoors.length,
    'pcs',
    `as drawn on the floor plans: ${[...bySize].map(([size, count]) => `${count} at ${size}`).join(', ')}`,
  );

  const INSULATION = 'Insulation and drywall';
  add(INSULATION, 'Wall insulation, R-21 batts', exteriorWallArea - openings, 'sq ft', 'exterior wall less windows');
  add(INSULATION, 'Ceiling insulation, R-38', topFloorArea, 'sq ft', 'the top floor\u2019s ceiling');
  const drywall = sum(
    floors,
    (floor) => (floor.exteriorWallLength + 2 * floor.interiorWallLength) * floor.wallHeight + floor.floorArea,
  );
  add(
    INSULATION,
    'Drywall, 1/2 in., 4x12 sheets',
    (drywall / DRYWALL_SHEET_AREA) * 1.12,
    'sheets',
    `${feet(drywall)} sq ft of walls (both sides of interior walls) and ceilings, + 12 %`,
  );

  const INTERIOR = 'Interior';
  add(
    INTERIOR,
    'Interior doors',
    sum(floors, (floor) => floor.doors),
    'pcs',
    'as drawn on the floor plans, between rooms',
  );
  const finishedArea = sum(floors, (floor) => floor.finishedArea);
  add(INTERIOR, 'Flooring', finishedArea * 1.1, 'sq ft', `${feet(finishedArea)} sq ft of finished rooms, + 10 %`);
  add(
    INTERIOR,
    'Baseboard',
    sum(floors, (floor) => floor.finishedPerimeter) * 1.1,
    'lin ft',
    'around every finished room, + 10 %',
  );
  return { measurements, lines };
}
