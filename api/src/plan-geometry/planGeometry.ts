import { GARAGE_TYPES } from 'contracts/src/catalog/codeTables';
import type {
  FloorEntry,
  FloorGeometry,
  FloorPorch,
  FloorRoom,
  FloorWall,
  FloorWindow,
  PlanGeometry,
  RoofGeometry,
  WallOpening,
} from 'contracts/src/catalog/planGeometry';
import { roofFormFor } from 'contracts/src/catalog/roofForms';
import { codeOf } from '../catalog/codeOf';
import { buildingKindOf, garageOnLeft, pitchOf, type BuildingKind } from '../images/buildingKind';
import type { PlanDrawingFacts } from '../images/drawingFacts';
import { styleLookOf } from '../images/styleLook';
import { minimumWidthOf } from './roomMinimums';
import { room, roomsOnFloor, type Room } from './roomSchedule';

/*
 * A plan's building laid out in feet, from its facts: the rooms each floor holds (roomSchedule.ts) placed, their
 * windows, the entry, porches, the walls they make, the floors' heights and the roof. The floor-plan drawings, the
 * plan documents (PDF, DXF, materials) and the 3D view are all made from this one geometry, so that none of them can
 * disagree with another.
 */

const ATTACHED_GARAGES = new Set(['Attached', 'RV Garage'].map((label) => codeOf(GARAGE_TYPES, label)));
const FLOOR_NAMES = ['', 'First floor', 'Second floor', 'Third floor'];

/** A room placed on the plan, in feet from the plan's top-left corner (the rear wall). */
interface PlacedRoom extends Room {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** A room on its own, or small rooms (baths, closets, a pantry) stacked in one column. */
interface Block {
  rooms: Room[];
  weight: number;
}

const SMALL_ROOM = 1;
const STACK_LIMIT = 1.8;

/**
 * The rooms as blocks, in order but for the entry room, which is a block of its own and the last: the last row of
 * `layoutRows`, on the front wall, its door the front door.
 */
function toBlocks(rooms: readonly Room[]): Block[] {
  const blocks: Block[] = [];
  let stack: Block | null = null;
  const entry = rooms.filter((candidate) => candidate.entry);
  for (const candidate of rooms.filter((other) => !other.entry)) {
    if (candidate.weight >= SMALL_ROOM || candidate.name === 'Stairs') {
      blocks.push({ rooms: [candidate], weight: candidate.weight });
      continue;
    }
    if (stack === null || stack.weight + candidate.weight > STACK_LIMIT) {
      stack = { rooms: [], weight: 0 };
      blocks.push(stack);
    }
    stack.rooms.push(candidate);
    stack.weight += candidate.weight;
  }
  for (const candidate of entry) blocks.push({ rooms: [candidate], weight: candidate.weight });
  return blocks;
}

/** How badly a room of `width` by `depth` is shaped: its elongation, and far worse, a short side under its minimum. */
function roomBadness(name: string, width: number, depth: number): number {
  const short = Math.min(width, depth);
  const shortfall = Math.max(0, minimumWidthOf(name) - short);
  return Math.max(width, depth) / Math.max(short, EPSILON) + (shortfall > 0 ? 100 + shortfall * 50 : 0);
}

const badnessOf = (placed: readonly PlacedRoom[]) =>
  placed.reduce((sum, candidate) => sum + roomBadness(candidate.name, candidate.width, candidate.depth), 0);

/**
 * `length` shared in proportion to `weights`, but none less than its minimum where the length holds them all (the
 * others then share what is left, in proportion); in proportion to the minimums where it cannot.
 */
function shareOut(length: number, weights: readonly number[], minimums: readonly number[]): number[] {
  // A room on its own (most blocks): the whole length, or its minimum where that is a hair more (what the loop below
  // comes to, without its arrays).
  const [weight] = weights;
  if (weights.length === 1 && weight !== undefined) {
    const share = (length * weight) / weight;
    const minimum = minimums[0] ?? 0;
    if (share >= minimum - 1e-9) return [share];
    return [length - minimum < -EPSILON ? (length * minimum) / minimum : minimum];
  }
  // Most often each share is above its minimum already.
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const proportional = weights.map((weight) => (length * weight) / total);
  if (proportional.every((share, index) => share >= (minimums[index] ?? 0) - 1e-9)) return proportional;
  const fixed = weights.map(() => false);
  for (;;) {
    const free = weights.reduce((sum, weight, index) => (fixed[index] ? sum : sum + weight), 0);
    const left = length - minimums.reduce((sum, minimum, index) => (fixed[index] ? sum + minimum : sum), 0);
    // Too short for them all: each as short of its minimum as the others, in proportion.
    if (left < -EPSILON) {
      const needed = minimums.reduce((sum, minimum) => sum + minimum, 0);
      return minimums.map((minimum) => (length * minimum) / needed);
    }
    const shares = weights.map((weight, index) =>
      fixed[index] ? (minimums[index] ?? 0) : free > 0 ? (left * weight) / free : 0,
    );
    const short = shares.findIndex((share, index) => !fixed[index] && share < (minimums[index] ?? 0) - 1e-9);
    if (short < 0) return shares;
    fixed[short] = true;
  }
}

/** A block's rooms' weights and minimum widths, and the widest of those: worked out once a block. */
const measures = new WeakMap<Block, { weights: number[]; minimums: number[]; widest: number }>();
function measuresOf(block: Block): { weights: number[]; minimums: number[]; widest: number } {
  let found = measures.get(block);
  if (!found) {
    const minimums = block.rooms.map((candidate) => minimumWidthOf(candidate.name));
    found = { weights: block.rooms.map((candidate) => candidate.weight), minimums, widest: Math.max(...minimums) };
    measures.set(block, found);
  }
  return found;
}

/** A block's rooms' lengths along its width (`across`) or its depth, each at least its minimum where they fit. */
const blockLengths = (block: Block, across: boolean, width: number, depth: number) => {
  const { weights, minimums } = measuresOf(block);
  return shareOut(across ? width : depth, weights, minimums);
};

/** How badly a block's rooms are shaped side by side (`across`) or stacked, without placing them. */
function blockBadness(block: Block, across: boolean, width: number, depth: number): number {
  const lengths = blockLengths(block, across, width, depth);
  return block.rooms.reduce(
    (sum, candidate, index) =>
      sum +
      (across
        ? roomBadness(candidate.name, lengths[index] ?? 0, depth)
        : roomBadness(candidate.name, width, lengths[index] ?? 0)),
    0,
  );
}

/** Whether a block's rooms go side by side rather than stacked front to back: whichever shapes them better. */
const besideInBlock = (block: Block, width: number, depth: number) =>
  block.rooms.length > 1 && blockBadness(block, true, width, depth) < blockBadness(block, false, width, depth);

/** A room placed (written out rather than spread: the layout places rooms many thousand times a plan). */
const placeRoom = (candidate: Room, x: number, y: number, width: number, depth: number): PlacedRoom => ({
  name: candidate.name,
  weight: candidate.weight,
  entry: candidate.entry,
  x,
  y,
  width,
  depth,
});

/** A block's rooms in its rectangle: stacked front to back, or side by side, whichever shapes them better. */
function blockRooms(block: Block, x: number, y: number, width: number, depth: number): PlacedRoom[] {
  const across = besideInBlock(block, width, depth);
  const lengths = blockLengths(block, across, width, depth);
  let offset = 0;
  return block.rooms.map((candidate, index) => {
    const share = lengths[index] ?? 0;
    const placed = across
      ? placeRoom(candidate, x + offset, y, share, depth)
      : placeRoom(candidate, x, y + offset, width, share);
    offset += share;
    return placed;
  });
}

/** The widths of a row's blocks across `width`: each block at least as wide as its widest room's minimum. */
const blockWidths = (row: readonly Block[], width: number) =>
  shareOut(
    width,
    row.map((block) => block.weight),
    row.map((block) => measuresOf(block).widest),
  );

/** How badly a row's rooms are shaped, without placing them (the row breaks are chosen over many). */
function rowBadness(row: readonly Block[], width: number, depth: number): number {
  const widths = blockWidths(row, width);
  return row.reduce((sum, block, index) => {
    const blockWidth = widths[index] ?? 0;
    // The block's rooms the better way round, as besideInBlock places them.
    const stacked = blockBadness(block, false, blockWidth, depth);
    return sum + (block.rooms.length > 1 ? Math.min(blockBadness(block, true, blockWidth, depth), stacked) : stacked);
  }, 0);
}

/** The rooms of a row of blocks across `width`, `depth` deep, from (x, y). */
function rowRooms(row: readonly Block[], x: number, y: number, width: number, depth: number): PlacedRoom[] {
  const widths = blockWidths(row, width);
  let blockX = x;
  return row.flatMap((block, index) => {
    const blockWidth = widths[index] ?? 0;
    const placed = blockRooms(block, blockX, y, blockWidth, depth);
    blockX += blockWidth;
    return placed;
  });
}

/** The least depth a row's rooms, as placed, need: a stack's minimums (its rooms share their x) one behind another. */
function rowMinimumDepth(placed: readonly PlacedRoom[]): number {
  return Math.max(
    0,
    ...placed.map((candidate) =>
      placed.filter((other) => near(other.x, candidate.x)).reduce((sum, other) => sum + minimumWidthOf(other.name), 0),
    ),
  );
}

/**
 * Lays rooms out in rows from the rear wall to the front, in their order, each room's area about in proportion to
 * its weight; small rooms share a block, stacked or side by side. Where the rows break is chosen over every way to
 * break them (each row's shape depends on its rooms alone, so the best is found row by row): the best-shaped rooms.
 * Then each row, and each room in it, is widened to its kinds' minimum width where the floor allows, at the others'
 * expense.
 */
function rowsOf(rooms: readonly Room[], x: number, y: number, width: number, depth: number): PlacedRoom[] {
  const blocks = toBlocks(rooms);
  const total = blocks.reduce((sum, block) => sum + block.weight, 0);
  const rowWeight = (from: number, to: number) => blocks.slice(from, to).reduce((sum, block) => sum + block.weight, 0);
  // best[to]: the least badness of the rows holding the first `to` blocks, and where its last row starts.
  const best: Array<{ badness: number; from: number }> = [{ badness: 0, from: 0 }];
  for (let to = 1; to <= blocks.length; to += 1) {
    let chosen = { badness: Number.POSITIVE_INFINITY, from: 0 };
    for (let from = 0; from < to; from += 1) {
      const badness =
        (best[from]?.badness ?? Number.POSITIVE_INFINITY) +
        rowBadness(blocks.slice(from, to), width, (depth * rowWeight(from, to)) / total);
      if (badness < chosen.badness) chosen = { badness, from };
    }
    best.push(chosen);
  }
  const rows: Block[][] = [];
  for (let to = blocks.length; to > 0; to = best[to]?.from ?? 0) rows.unshift(blocks.slice(best[to]?.from ?? 0, to));
  const depths = shareOut(
    depth,
    rows.map((row) => row.reduce((sum, block) => sum + block.weight, 0)),
    rows.map((row) => {
      const rowDepth = (depth * row.reduce((sum, block) => sum + block.weight, 0)) / total;
      return rowMinimumDepth(rowRooms(row, x, 0, width, rowDepth));
    }),
  );
  const placed: PlacedRoom[] = [];
  let rowY = y;
  for (const [index, row] of rows.entries()) {
    const rowDepth = depths[index] ?? 0;
    placed.push(...rowRooms(row, x, rowY, width, rowDepth));
    rowY += rowDepth;
  }
  return placed;
}

/**
 * Rooms laid out in rows (rowsOf); where that leaves a room under its minimum width, in columns from left to right
 * instead if that leaves fewer (the same layout turned a quarter: each column runs from the rear wall to the front,
 * the entry room still last, at the front).
 */
function layoutRows(rooms: readonly Room[], x: number, y: number, width: number, depth: number): PlacedRoom[] {
  const rows = rowsOf(rooms, x, y, width, depth);
  if (narrowRooms(rows) === 0) return rows;
  const columns = rowsOf(rooms, y, x, depth, width).map((placed) => ({
    ...placed,
    x: placed.y,
    y: placed.x,
    width: placed.depth,
    depth: placed.width,
  }));
  return narrowRooms(columns) < narrowRooms(rows) ? columns : rows;
}

function feetAndInches(feet: number): string {
  const whole = Math.floor(feet);
  const inches = Math.round((feet - whole) * 12);
  return inches === 12 ? `${whole + 1}'0"` : `${whole}'${inches}"`;
}

/** A room's size as the drawings print it: `12'6" x 14'0"`. */
export function roomSize(room: { width: number; depth: number }): string {
  return `${feetAndInches(room.width)} x ${feetAndInches(room.depth)}`;
}

/** A rectangle of the plan, in feet from its rear-left corner. */
interface Area {
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** A gap narrower than this between the stairs and a wall is no room: the stairs' landing takes it in. */
const NARROWEST_ROOM = 4;

/** How far an area's shape is from a square, the more the worse; a strip too narrow to furnish, the worst. */
const misshapen = (area: Area) =>
  Math.max(area.width / area.depth, area.depth / area.width) +
  (Math.min(area.width, area.depth) < minimumWidthOf('Bedroom') ? 10 : 0);

/** A strip of an upper floor beside its stairs; a landing if it runs the stairs' whole side (it can join them). */
interface Strip extends Area {
  landing: boolean;
}

/**
 * Every way to cut `area` down to `stairs` by straight cuts along the stairs' sides, one side at a time: the strips
 * each order of cuts leaves.
 */
function stripsRound(area: Area, stairs: Area): Strip[][] {
  const right = area.x + area.width;
  const front = area.y + area.depth;
  const stairsRight = stairs.x + stairs.width;
  const stairsFront = stairs.y + stairs.depth;
  const spansX = near(area.x, stairs.x) && near(right, stairsRight);
  const spansY = near(area.y, stairs.y) && near(front, stairsFront);
  const cuts: Array<[Strip, Area]> = [];
  if (stairs.x > area.x + EPSILON)
    cuts.push([
      { x: area.x, y: area.y, width: stairs.x - area.x, depth: area.depth, landing: spansY },
      { ...area, x: stairs.x, width: right - stairs.x },
    ]);
  if (stairsRight < right - EPSILON)
    cuts.push([
      { x: stairsRight, y: area.y, width: right - stairsRight, depth: area.depth, landing: spansY },
      { ...area, width: stairsRight - area.x },
    ]);
  if (stairs.y > area.y + EPSILON)
    cuts.push([
      { x: area.x, y: area.y, width: area.width, depth: stairs.y - area.y, landing: spansX },
      { ...area, y: stairs.y, depth: front - stairs.y },
    ]);
  if (stairsFront < front - EPSILON)
    cuts.push([
      { x: area.x, y: stairsFront, width: area.width, depth: front - stairsFront, landing: spansX },
      { ...area, depth: stairsFront - area.y },
    ]);
  if (cuts.length === 0) return [[]];
  return cuts.flatMap(([strip, rest]) => stripsRound(rest, stairs).map((strips) => [strip, ...strips]));
}

/**
 * An upper floor's rooms laid out in `area` round its stairs, which stand over the stairs of the floor below
 * (`below`), so that one climbs to where one stood. The rest of the area is cut into strips along the stairs'
 * sides, in the order that makes the best-shaped strips; a gap too narrow for a room, or a strip left over when
 * there are fewer rooms than strips, becomes the stairs' landing. The rooms share the strips in their order, the
 * larger strips first, each about its share of the floor.
 */
function roundStairs(rooms: readonly Room[], stairs: Room, below: Area, area: Area): PlacedRoom[] {
  const right = area.x + area.width;
  const front = area.y + area.depth;
  const x0 = below.x - area.x < NARROWEST_ROOM ? area.x : below.x;
  const x1 = right - (below.x + below.width) < NARROWEST_ROOM ? right : below.x + below.width;
  const y0 = below.y - area.y < NARROWEST_ROOM ? area.y : below.y;
  const y1 = front - (below.y + below.depth) < NARROWEST_ROOM ? front : below.y + below.depth;
  const landing: Area = { x: x0, y: y0, width: x1 - x0, depth: y1 - y0 };
  const cuts = stripsRound(area, landing);
  if (cuts.length === 0) return layoutRows([stairs, ...rooms], area.x, area.y, area.width, area.depth);
  const lay = rememberedLayouts();
  const best = bestRoundStairs(rooms, stairs, landing, cuts, NARROWEST_ROOM + 2, lay);
  if (narrowRooms(best.placed) === 0) return best.placed;
  // A floor where that leaves a room too narrow also tries its rooms largest first (the largest strips to them), and
  // strips too narrow for a bedroom as landings; the layout whose rooms fall least short, the better shaped on a tie.
  const largestFirst = [...rooms].sort((a, b) => b.weight - a.weight);
  const tries = [
    best,
    bestRoundStairs(largestFirst, stairs, landing, cuts, NARROWEST_ROOM + 2, lay),
    bestRoundStairs(rooms, stairs, landing, cuts, minimumWidthOf('Bedroom'), lay),
    bestRoundStairs(largestFirst, stairs, landing, cuts, minimumWidthOf('Bedroom'), lay),
  ].map((layout) => ({ ...layout, short: narrowRooms(layout.placed) }));
  const [chosen] = tries.sort((a, b) => a.short - b.short || a.badness - b.badness);
  return chosen?.placed ?? best.placed;
}

/** Rooms laid out in a rectangle, as layoutRows lays them. */
type LayOut = (rooms: readonly Room[], x: number, y: number, width: number, depth: number) => PlacedRoom[];

/**
 * layoutRows remembering what it laid out: the ways to cut a floor round its stairs give the same strip the same
 * rooms again and again (the placed rooms are never changed, so they can be shared).
 */
function rememberedLayouts(): LayOut {
  const known = new Map<string, PlacedRoom[]>();
  return (rooms, x, y, width, depth) => {
    const names = rooms.map((candidate) => `${candidate.name}:${candidate.weight}:${candidate.entry === true}`);
    const key = `${x} ${y} ${width} ${depth} ${names.join('|')}`;
    let placed = known.get(key);
    if (!placed) {
      placed = layoutRows(rooms, x, y, width, depth);
      known.set(key, placed);
    }
    return placed;
  };
}

/**
 * The best of the layouts of an upper floor's rooms round its stairs over every way to cut it (`cuts`), a strip
 * that can be a landing and is narrower than `landingUnder` being one.
 */
function bestRoundStairs(
  rooms: readonly Room[],
  stairs: Room,
  landing: Area,
  cuts: readonly Strip[][],
  landingUnder: number,
  lay: LayOut,
): { placed: PlacedRoom[]; badness: number } {
  const fitted = cuts.map((strips) => {
    // A strip too narrow to furnish that can be a landing is one.
    const kept = strips.filter((strip) => !strip.landing || Math.min(strip.width, strip.depth) >= landingUnder);
    // Too many strips for the rooms: the smallest that can be a landing is one.
    for (;;) {
      const [smallest] = kept.filter((strip) => strip.landing).sort((a, b) => a.width * a.depth - b.width * b.depth);
      if (!smallest || kept.length <= Math.max(rooms.length, 1)) break;
      kept.splice(kept.indexOf(smallest), 1);
    }
    const badness =
      kept.reduce((sum, strip) => sum + misshapen(strip), 0) + Math.max(0, kept.length - rooms.length) * 100;
    return { strips, kept, badness };
  });
  // Each way to cut the floor, its strips given the rooms larger first or smaller first: the one whose rooms are
  // best shaped (none under its minimum width where any can be), the better strips on a tie.
  const layouts = fitted.flatMap((cut) =>
    [true, false].map((largerFirst) => {
      const placed = stripRooms(rooms, stairs, landing, cut.strips, cut.kept, largerFirst, lay);
      return { placed, badness: badnessOf(placed) + cut.badness };
    }),
  );
  const [best] = layouts.sort((a, b) => a.badness - b.badness);
  return best ?? { placed: [], badness: 0 };
}

/**
 * The stairs (with the landings the cut leaves them) and the rooms of an upper floor in the strips `kept`, the rooms
 * in their order sharing the strips taken larger first (or smaller first), each about its share of the floor.
 */
function stripRooms(
  rooms: readonly Room[],
  stairs: Room,
  landing: Area,
  strips: readonly Strip[],
  kept: readonly Strip[],
  largerFirst: boolean,
  lay: LayOut,
): PlacedRoom[] {
  // The landings dropped join the stairs (all on two opposite sides of them, so the stairs stay a rectangle).
  const joined = [landing, ...strips.filter((strip) => !kept.includes(strip))];
  const left = Math.min(...joined.map((part) => part.x));
  const rear = Math.min(...joined.map((part) => part.y));
  const stairsRoom: PlacedRoom = {
    ...stairs,
    x: left,
    y: rear,
    width: Math.max(...joined.map((part) => part.x + part.width)) - left,
    depth: Math.max(...joined.map((part) => part.y + part.depth)) - rear,
  };
  const placed: PlacedRoom[] = [stairsRoom];
  const regions = [...kept].sort((a, b) => (b.width * b.depth - a.width * a.depth) * (largerFirst ? 1 : -1));
  const totalArea = regions.reduce((sum, region) => sum + region.width * region.depth, 0);
  const totalWeight = rooms.reduce((sum, candidate) => sum + candidate.weight, 0);
  let next = 0;
  let areaSoFar = 0;
  let weightSoFar = 0;
  for (const [index, region] of regions.entries()) {
    areaSoFar += region.width * region.depth;
    const share: Room[] = [];
    const last = index === regions.length - 1;
    while (next < rooms.length) {
      const candidate = rooms[next];
      if (!candidate) break;
      const leaves = rooms.length - next - 1 >= regions.length - index - 1;
      const fits = weightSoFar + candidate.weight / 2 <= (totalWeight * areaSoFar) / totalArea;
      if (!last && share.length > 0 && (!fits || !leaves)) break;
      share.push(candidate);
      weightSoFar += candidate.weight;
      next += 1;
    }
    // A strip no room is left for (a floor of stairs alone) is storage.
    placed.push(
      ...lay(share.length > 0 ? share : [room('Storage', 1)], region.x, region.y, region.width, region.depth),
    );
  }
  return placed;
}

/** The stairs of a floor's room list, and the rooms without them. */
function withoutStairs(rooms: readonly Room[]): { stairs: Room | undefined; others: Room[] } {
  return {
    stairs: rooms.find((candidate) => candidate.name === 'Stairs'),
    others: rooms.filter((candidate) => candidate.name !== 'Stairs'),
  };
}

/**
 * Rooms laid out in `area`: on an upper floor round stairs over those of the floor below (`floorBelow`, its rooms
 * in the same area), else in rows.
 */
function roomsIn(rooms: readonly Room[], area: Area, floor: number, floorBelow: () => PlacedRoom[]): PlacedRoom[] {
  const { stairs, others } = withoutStairs(rooms);
  const below =
    floor > 1 && stairs
      ? floorBelow().find(
          (candidate) =>
            candidate.name === 'Stairs' &&
            candidate.x >= area.x - EPSILON &&
            candidate.x + candidate.width <= area.x + area.width + EPSILON,
        )
      : undefined;
  if (!stairs || !below) return layoutRows(rooms, area.x, area.y, area.width, area.depth);
  return roundStairs(others, stairs, below, area);
}

/** A straight flight: 4 ft wide, 12 ft long (a 10 ft storey's treads). */
const FLIGHT_WIDTH = 4;
const FLIGHT_LENGTH = 12;
/** The shortest a garage's bays are drawn: a car's length and a little to walk round it. */
const CAR_LENGTH = 18;

/**
 * A garage's ground floor with stairs (to a bonus room or an apartment): the flight along the right-hand wall from
 * the front (y = 0 here; the garage's ground floor is turned front to back after), so that an apartment's front door
 * opens into it, storage behind it where there is room; the vehicles (and a workshop) beside them. In rows the stairs
 * would be a strip across the whole building a couple of feet deep. A garage nobody lives above, too narrow for its
 * bays beside a flight, has the flight across its rear wall instead.
 */
function stairsBesideGarage(rooms: readonly Room[], width: number, depth: number, lived: boolean): PlacedRoom[] {
  const { stairs, others } = withoutStairs(rooms);
  const [vehicles] = others;
  if (!vehicles || !stairs) return layoutRows(rooms, 0, 0, width, depth);
  const column = width - FLIGHT_WIDTH;
  const across =
    !lived &&
    others.length === 1 &&
    column < minimumWidthOf(vehicles.name) &&
    width >= FLIGHT_LENGTH &&
    depth - FLIGHT_WIDTH >= CAR_LENGTH;
  if (across) {
    // Storage beside the flight where it leaves room for it; else the flight takes the whole wall.
    const flightWidth = width - FLIGHT_LENGTH >= minimumWidthOf('Storage') ? FLIGHT_LENGTH : width;
    const rear = depth - FLIGHT_WIDTH;
    const placed: PlacedRoom[] = [
      { ...vehicles, x: 0, y: 0, width, depth: rear },
      { ...stairs, x: 0, y: rear, width: flightWidth, depth: FLIGHT_WIDTH },
    ];
    if (flightWidth < width)
      placed.push({ ...room('Storage', 0), x: flightWidth, y: rear, width: width - flightWidth, depth: FLIGHT_WIDTH });
    return placed;
  }
  const flight = depth - FLIGHT_LENGTH >= NARROWEST_ROOM ? FLIGHT_LENGTH : depth;
  const placed: PlacedRoom[] = [
    ...layoutRows(others, 0, 0, column, depth),
    { ...stairs, x: column, y: 0, width: FLIGHT_WIDTH, depth: flight },
  ];
  if (flight < depth)
    placed.push({ ...room('Storage', 0), x: column, y: flight, width: FLIGHT_WIDTH, depth: depth - flight });
  return placed;
}

/**
 * A one-storey garage apartment: the bays (and a workshop behind them) the whole depth of the building on the side
 * its garage is drawn, their doors in the front wall, as wide as the plan's garage area over its depth; the
 * apartment beside them, its living room and front door at the front.
 */
function apartmentBesideGarage(plan: PlanDrawingFacts, rooms: readonly Room[]): PlacedRoom[] {
  const width = plan.footprint_width;
  const depth = plan.footprint_depth;
  const bayRooms = rooms.filter((candidate) => /Garage|Workshop/.test(candidate.name));
  const apartment = rooms.filter((candidate) => !bayRooms.includes(candidate));
  const bays = Math.min(width - 2 * minimumWidthOf('Living'), (plan.garage_sq_ft ?? 0) / depth);
  const garageX = garageOnLeft(plan) ? 0 : width - bays;
  const apartmentX = garageOnLeft(plan) ? bays : 0;
  // The vehicles laid out first, at the rear, then turned to the front.
  const garage = layoutRows(bayRooms, garageX, 0, bays, depth).map((candidate) => ({
    ...candidate,
    y: depth - candidate.y - candidate.depth,
  }));
  return [...garage, ...layoutRows(apartment, apartmentX, 0, width - bays, depth)];
}

/**
 * Rooms a crowded floor draws as one, in this order, while a room is narrower than its kind allows: an eat-in
 * kitchen rather than a kitchen and a nook of 4 ft, a mudroom with the laundry, the pantry in the kitchen, the
 * master's closet in its bath, a narrow garage's workshop in its bays, the washer in a small apartment's bath, a pool
 * house's changing room in its bath. The room keeps both names (`Kitchen / Nook`).
 */
const COMBINED: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Kitchen/, 'Nook'],
  [/^Mudroom/, 'Laundry'],
  [/^Kitchen/, 'Pantry'],
  [/^Master Bath/, 'Closet'],
  [/^\d+-Car Garage$/, 'Workshop'],
  [/Bath$/, 'Laundry'],
  [/^Bath$/, 'Changing'],
];

/** How far a floor's rooms fall short of their minimum widths, in feet all told (0 when none does). */
const narrowRooms = (placed: readonly PlacedRoom[]) =>
  placed.reduce(
    (sum, candidate) =>
      sum + Math.max(0, minimumWidthOf(candidate.name) - EPSILON - Math.min(candidate.width, candidate.depth)),
    0,
  );

/** A floor laid out by `lay`, its rooms combined (COMBINED) one pair at a time while one is too narrow. */
function roomsCompacted(rooms: readonly Room[], lay: (rooms: readonly Room[]) => PlacedRoom[]): PlacedRoom[] {
  let kept = [...rooms];
  let best = lay(kept);
  for (const [target, name] of COMBINED) {
    if (narrowRooms(best) === 0) break;
    const into = kept.find((candidate) => target.test(candidate.name) && candidate.name !== name);
    const merged = kept.find((candidate) => candidate.name === name);
    if (!into || !merged) continue;
    const combined = kept
      .filter((candidate) => candidate !== merged)
      .map((candidate) =>
        candidate === into
          ? { ...into, name: `${into.name} / ${merged.name}`, weight: into.weight + merged.weight }
          : candidate,
      );
    const placed = lay(combined);
    if (narrowRooms(placed) < narrowRooms(best)) {
      kept = combined;
      best = placed;
    }
  }
  return best;
}

/** A plan's floors' rooms as placed, each floor laid out once: an upper floor's layout asks for the floor below. */
type FloorsLaidOut = (floor: number) => PlacedRoom[];

function floorsLaidOut(plan: PlanDrawingFacts, kind: BuildingKind): FloorsLaidOut {
  const laidOut = new Map<number, PlacedRoom[]>();
  const floorRooms: FloorsLaidOut = (floor) => {
    let placed = laidOut.get(floor);
    if (!placed) {
      placed = planRooms(plan, kind, floor, () => floorRooms(floor - 1));
      laidOut.set(floor, placed);
    }
    return placed;
  };
  return floorRooms;
}

function planRooms(
  plan: PlanDrawingFacts,
  kind: BuildingKind,
  floor: number,
  floorBelow: () => PlacedRoom[],
): PlacedRoom[] {
  const width = plan.footprint_width;
  const depth = plan.footprint_depth;
  const rooms = roomsOnFloor(plan, kind, floor);
  if (kind === 'multi-family') {
    const units = Math.max(2, plan.units);
    return Array.from({ length: units }, (_, unit) =>
      roomsCompacted(rooms, (kept) =>
        roomsIn(kept, { x: (width * unit) / units, y: 0, width: width / units, depth }, floor, floorBelow),
      ),
    ).flat();
  }
  if (kind !== 'house') {
    if (kind === 'garage-apartment' && plan.story === 1)
      return roomsCompacted(rooms, (kept) => apartmentBesideGarage(plan, kept));
    // A garage's ground floor turned front to back, its vehicles' room (laid out first, at the rear) at the front,
    // its doors on the front wall as its elevation draws them (a carport's open side).
    const turned = floor === 1 && /garage|carport/.test(kind);
    return roomsCompacted(rooms, (kept) => {
      const placed =
        floor === 1 && /garage/.test(kind) && plan.story > 1
          ? stairsBesideGarage(kept, width, depth, kind === 'garage-apartment')
          : roomsIn(kept, { x: 0, y: 0, width, depth }, floor, floorBelow);
      return turned ? placed.map((candidate) => ({ ...candidate, y: depth - candidate.y - candidate.depth })) : placed;
    });
  }
  if (floor !== 1)
    return roomsCompacted(rooms, (kept) => roomsIn(kept, { x: 0, y: 0, width, depth }, floor, floorBelow));
  if (plan.cars === 0 || !ATTACHED_GARAGES.has(plan.garage_type))
    return roomsCompacted(rooms, (kept) => layoutRows(kept, 0, 0, width, depth));
  const garageName = `${plan.cars}-Car Garage`;
  const withGarage = (garageWidth: number): PlacedRoom[] => {
    const garageDepth = Math.min(depth, Math.max(22, (plan.garage_sq_ft ?? 0) / garageWidth));
    const garageX = garageOnLeft(plan) ? 0 : width - garageWidth;
    const livingX = garageOnLeft(plan) ? garageWidth : 0;
    const garage: PlacedRoom[] = [
      { name: garageName, weight: 0, x: garageX, y: depth - garageDepth, width: garageWidth, depth: garageDepth },
    ];
    if (depth - garageDepth >= 6)
      garage.push({ name: 'Storage', weight: 0, x: garageX, y: 0, width: garageWidth, depth: depth - garageDepth });
    return [...garage, ...roomsCompacted(rooms, (kept) => layoutRows(kept, livingX, 0, width - garageWidth, depth))];
  };
  const garageWidth = Math.min(width * 0.45, plan.cars * 10 + 2);
  const placed = withGarage(garageWidth);
  if (narrowRooms(placed) === 0) return placed;
  // A house whose rooms do not fit beside its garage (two rooms of 8 ft in 15.9 ft) has its living part widened to
  // the next whole number of habitable rooms' widths, at the garage's expense, if the garage keeps its own minimum.
  const habitable = minimumWidthOf('Bedroom');
  const living = Math.ceil((width - garageWidth + EPSILON) / habitable) * habitable;
  if (width - living < minimumWidthOf(garageName)) return placed;
  const widened = withGarage(width - living);
  return narrowRooms(widened) < narrowRooms(placed) ? widened : placed;
}

const WINDOWLESS = /Bath|Powder|Closet|Pantry|Stairs|Laundry|Storage|Garage|Carport|Mudroom|Foyer|Changing/;

function windowsOf(placed: PlacedRoom, plan: PlanDrawingFacts): FloorWindow[] {
  if (WINDOWLESS.test(placed.name)) return [];
  const windows: FloorWindow[] = [];
  const center = placed.x + placed.width / 2;
  const width = Math.min(placed.width, 5);
  if (placed.y <= 0.01) windows.push({ wall: 'rear', center, width });
  if (placed.y + placed.depth >= plan.footprint_depth - 0.01) windows.push({ wall: 'front', center, width });
  return windows;
}

/** The front door of a group of rooms (a house, or one unit of a multi-family building): the foyer's, if any. */
function entryOf(rooms: readonly FloorRoom[], plan: PlanDrawingFacts, kind: BuildingKind): FloorEntry | null {
  const onFrontWall = rooms.filter(
    (placed) => placed.y + placed.depth >= plan.footprint_depth - 0.01 && !/Garage|Carport/.test(placed.name),
  );
  // A hall or a living room, else any room but a bedroom or one people do not pass through (a bath, a closet).
  const entry =
    [/Foyer/, /Living|Lounge|Studio|Great Room/, /Stairs|Mudroom/]
      .map((pattern) => onFrontWall.find((placed) => pattern.test(placed.name)))
      .find((found) => found !== undefined) ??
    onFrontWall.find((placed) => !DEAD_END.test(placed.name) && !/Bed|Master/.test(placed.name)) ??
    onFrontWall.find((placed) => placed.name !== 'Storage') ??
    // A shed of storage alone has its door into it.
    (kind === 'shed' ? onFrontWall[0] : undefined);
  if (!entry) return null;
  // 3 ft, or as wide as a narrow room leaves with its jambs.
  const width = Math.min(3, entry.width - 2 * JAMB);
  const window = entry.windows.find((candidate) => candidate.wall === 'front');
  // A room with a front window (a unit's living room) has its door beside the window, not through it.
  if (window && entry.x + entry.width - (window.center + window.width / 2) >= width + 0.5)
    return { center: entry.x + entry.width - 0.5 - width / 2, width };
  return { center: entry.x + entry.width / 2, width };
}

/** Which unit of a multi-family building a room belongs to (0 for any other building). */
function unitOf(placed: FloorRoom, plan: PlanDrawingFacts, kind: BuildingKind): number {
  if (kind !== 'multi-family') return 0;
  const units = Math.max(2, plan.units);
  return Math.min(units - 1, Math.floor(((placed.x + placed.width / 2) * units) / plan.footprint_width));
}

/**
 * The front doors of a ground floor: the house's, or each unit's own. A front window the door cannot stand beside
 * gives way to it (the door's glazing lights the room).
 */
function entriesOf(
  rooms: readonly FloorRoom[],
  plan: PlanDrawingFacts,
  kind: BuildingKind,
): { rooms: FloorRoom[]; entries: FloorEntry[] } {
  const units = kind === 'multi-family' ? Math.max(2, plan.units) : 1;
  const entries = Array.from({ length: units }, (_, unit) =>
    entryOf(
      rooms.filter((placed) => unitOf(placed, plan, kind) === unit),
      plan,
      kind,
    ),
  ).filter((entry): entry is FloorEntry => entry !== null);
  const clear = (window: FloorWindow) =>
    window.wall !== 'front' ||
    entries.every((entry) => Math.abs(entry.center - window.center) >= (entry.width + window.width) / 2 + EPSILON);
  return { rooms: rooms.map((placed) => ({ ...placed, windows: placed.windows.filter(clear) })), entries };
}

/** Heights of a plan's floors and roof, in feet from the ground. */
interface Heights {
  roof: RoofGeometry;
  /** Each floor's walls, from its surface to the next floor or the roof. */
  storyHeight: number;
  /** The ground floor's surface: a step above the ground on its foundation. */
  base: number;
}

const BASE = 0.5;
const ROOF_OVERHANG = 1.5;
const PARAPET_HEIGHT = 2.5;
/** Walls' thickness in feet: outside walls 2x6 framing with sheathing and finishes, inside ones 2x4 with drywall. */
export const EXTERIOR_WALL = 0.5;
export const INTERIOR_WALL = 0.375;
const WINDOW_SILL = 3;
const WINDOW_HEIGHT = 4;
const DOOR_HEIGHT = 6.75;

/** Floor to floor, as the elevations draw the storeys. */
const STORY_HEIGHT = 10;

/**
 * The roof is the plan's style's, as its elevations draw it (contracts' roofFormFor over the style's look), at the
 * plan's pitch, its ridge no higher than the plan's stated height (a deep house gets a lower slope near the top
 * rather than a towering roof); storeys of 10 ft, as the elevations draw them. A gable-ended roof turns its ridge
 * as the form says (a front gable's runs rear to front); the others run theirs along the longer side.
 */
function heightsOf(plan: PlanDrawingFacts, kind: BuildingKind): Heights {
  const pitch = pitchOf(plan);
  const form = roofFormFor(styleLookOf(plan.style_id).roof, kind, pitch, plan.footprint_width, plan.footprint_depth);
  const ridgeAxis =
    form === 'front-gable'
      ? 'y'
      : form === 'gable' || form === 'saltbox'
        ? 'x'
        : plan.footprint_width >= plan.footprint_depth
          ? 'x'
          : 'y';
  const span = ridgeAxis === 'x' ? plan.footprint_depth : plan.footprint_width;
  const level = form === 'flat' || form === 'parapet';
  // A shed rises across the whole span; the others to a ridge about the middle.
  const run = level ? 0 : form === 'shed' ? span : span / 2;
  const eaveHeight = BASE + STORY_HEIGHT * plan.story;
  // A level roof's top: a flat roof's deck, or the parapet rising round it.
  const levelRise = form === 'parapet' ? PARAPET_HEIGHT : 1;
  const rise = level ? levelRise : Math.min((run * pitch) / 12, Math.max(2, plan.footprint_height - eaveHeight));
  const slope = level ? pitch : Math.round(((rise * 12) / run) * 10) / 10;
  return {
    storyHeight: STORY_HEIGHT,
    base: BASE,
    roof: {
      form,
      pitch: slope,
      ridgeAxis,
      eaveHeight,
      ridgeHeight: eaveHeight + rise,
      // An A-frame's slopes go on past the walls down to the ground.
      overhang: form === 'a-frame' ? ((eaveHeight - BASE) * 12) / Math.max(slope, 1) : ROOF_OVERHANG,
    },
  };
}

const EPSILON = 0.01;
const near = (a: number, b: number) => Math.abs(a - b) <= EPSILON;

/** A door in the front or rear wall: a front door, a back door (people's doors), a garage's overhead door. */
interface OutsideDoor {
  kind: 'door' | 'overhead';
  wall: FloorWindow['wall'];
  center: number;
  width: number;
  height: number;
}

/** The openings a room's windows and the outside doors make in one outside wall running from `start` along `side`. */
function openingsIn(
  placed: FloorRoom,
  side: FloorWindow['wall'] | 'left' | 'right',
  start: number,
  outsideDoors: readonly OutsideDoor[],
): WallOpening[] {
  const openings: WallOpening[] = placed.windows
    .filter((window) => window.wall === side)
    .map((window) => ({
      kind: 'window',
      along: window.center - start,
      width: window.width,
      sill: WINDOW_SILL,
      height: WINDOW_HEIGHT,
    }));
  for (const door of outsideDoors)
    if (door.wall === side && door.center > placed.x && door.center < placed.x + placed.width)
      openings.push({ kind: door.kind, along: door.center - start, width: door.width, sill: 0, height: door.height });
  return openings;
}

/** A garage's overhead doors are 9 ft a bay, 7 ft high, a foot of wall at least between and beside them. */
const OVERHEAD_DOOR = 9;
const OVERHEAD_DOOR_HEIGHT = 7;
/**
 * The narrowest overhead door a garage's bay gets (a person's door is 3 ft at most): a garage wall too short for one
 * has none. Such doors are the geometry's 'overhead' openings, which the drawings draw as a panel rather than a swing,
 * the 3D view runs up, and the materials list counts as garage doors.
 */
const OVERHEAD_DOOR_MIN_WIDTH = 6;

/** A wall's length, its direction from its first end (ux, uy) and the side its doors swing to (nx, ny), unit vectors. */
export interface WallAxes {
  length: number;
  ux: number;
  uy: number;
  nx: number;
  ny: number;
}

/**
 * How every drawing of the plan (the SVG floor plans, the DXF) orients a wall and its doors: an outside wall's doors
 * swing into the building, an inside wall's to the rear (a horizontal wall) or the left. Undefined for a wall of no
 * length.
 */
export function wallAxes(wall: FloorWall, floor: { width: number; depth: number }): WallAxes | undefined {
  const length = Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
  if (length < 0.01) return undefined;
  const ux = (wall.x2 - wall.x1) / length;
  const uy = (wall.y2 - wall.y1) / length;
  const horizontal = Math.abs(ux) >= Math.abs(uy);
  const [nx, ny] = wall.exterior
    ? horizontal
      ? [0, wall.y1 < floor.depth / 2 ? 1 : -1]
      : [wall.x1 < floor.width / 2 ? 1 : -1, 0]
    : horizontal
      ? [0, -1]
      : [-1, 0];
  return { length, ux, uy, nx, ny };
}

/**
 * A garage's overhead doors, one a car bay, in the front wall if the garage meets it (else the rear): as many bays as
 * its name says, narrower doors (or fewer) where its wall is short.
 */
function garageDoors(rooms: readonly FloorRoom[], depth: number): OutsideDoor[] {
  return rooms.flatMap((placed): OutsideDoor[] => {
    const bays = /^(\d+)-Car Garage/.exec(placed.name);
    if (!bays) return [];
    const wall = near(placed.y + placed.depth, depth) ? 'front' : near(placed.y, 0) ? 'rear' : null;
    if (wall === null) return [];
    let count = Math.max(1, Number(bays[1]));
    while (count > 1 && (placed.width - (count + 1)) / count < OVERHEAD_DOOR_MIN_WIDTH) count -= 1;
    const width = Math.min(OVERHEAD_DOOR, (placed.width - (count + 1)) / count);
    if (width < OVERHEAD_DOOR_MIN_WIDTH) return [];
    return Array.from({ length: count }, (_, bay) => ({
      kind: 'overhead' as const,
      wall,
      center: placed.x + (placed.width * (bay + 0.5)) / count,
      width,
      height: OVERHEAD_DOOR_HEIGHT,
    }));
  });
}

/** Rooms a back door opens from onto the garden (or a pool house's pool), the likeliest first. */
const GARDEN_ROOMS = [/Kitchen|Nook|Mudroom/, /Great Room|Keeping Room|Sunroom|Dining|Living|Lounge|Studio/];

/** The buildings people live or stay in, which have a back door as well as a front one (each unit its own). */
const WITH_BACK_DOOR: ReadonlySet<BuildingKind> = new Set(['house', 'multi-family', 'pool-house', 'studio']);

/**
 * A back door of a house (or of a unit, a pool house, a studio): 3 ft, in the rear wall of a kitchen, nook or
 * mudroom that meets it, else of a living room, onto the rear porch where there is one; beside the room's rear
 * window if there is space, else in its place.
 */
function backDoorOf(rooms: readonly FloorRoom[], porch: FloorPorch | undefined): OutsideDoor | null {
  const onPorch = (placed: FloorRoom) =>
    !porch || (placed.x + placed.width > porch.x + 2 && placed.x < porch.x + porch.width - 2);
  const candidates = rooms.filter((placed) => near(placed.y, 0) && placed.width >= 3 + 2 * JAMB);
  const garden =
    [true, false]
      .flatMap((porchFirst) => GARDEN_ROOMS.map((kind) => ({ porchFirst, kind })))
      .map(({ porchFirst, kind }) =>
        candidates.find((placed) => kind.test(placed.name) && (!porchFirst || onPorch(placed))),
      )
      .find((found) => found !== undefined) ?? null;
  if (!garden) return null;
  const width = 3;
  const window = garden.windows.find((candidate) => candidate.wall === 'rear');
  // Beside the window if the room is wide enough, as a front door stands.
  if (window && garden.x + garden.width - (window.center + window.width / 2) >= width + 0.5)
    return {
      kind: 'door',
      wall: 'rear',
      center: garden.x + garden.width - 0.5 - width / 2,
      width,
      height: DOOR_HEIGHT,
    };
  return { kind: 'door', wall: 'rear', center: garden.x + garden.width / 2, width, height: DOOR_HEIGHT };
}

const wallAt = (x1: number, y1: number, x2: number, y2: number): FloorWall => ({
  x1,
  y1,
  x2,
  y2,
  exterior: true,
  openings: [],
});

/** A door in an inside wall: on the horizontal line y = `at` or the vertical line x = `at`, centred at `center`. */
interface InsideDoor {
  line: 'horizontal' | 'vertical';
  at: number;
  center: number;
  width: number;
}

/** Where two rooms meet along a wall long enough for a door between them. */
interface Meeting extends InsideDoor {
  from: number;
  to: number;
  cost: number;
}

/** An inside door's width: 32 in, narrower only where a short wall leaves a jamb of 3 in either side. */
const INSIDE_DOOR = 2.67;
const JAMB = 0.25;
/** The narrowest wall a door goes in: a 2 ft 3 in door, which a walker still passes (its clearance either side). */
const SHORTEST_DOOR_WALL = 2.25 + 2 * JAMB;

/** Rooms people pass through (halls, living spaces, the garage) cost less to enter than private ones. */
const PASSAGE =
  /Foyer|Great Room|Living|Lounge|Studio|Loft|Stairs|Game Room|Keeping Room|Kitchen|Dining|Nook|Sunroom|Mudroom|Garage|Carport|Playroom|Media Room|Bonus Room/;
/** Baths, closets and utility rooms are entered, not passed through: a door into one is the dearest. */
const DEAD_END = /Bath|Powder|Closet|Pantry|Laundry|Storage|Changing/;
const roomCost = (placed: FloorRoom) => (PASSAGE.test(placed.name) ? 1 : DEAD_END.test(placed.name) ? 4 : 3);
/** A master suite's bath and closet open off the suite itself. */
const suiteOf = (a: FloorRoom, b: FloorRoom) =>
  (a.name === 'Master Suite' && /Master Bath|Closet/.test(b.name)) ||
  (b.name === 'Master Suite' && /Master Bath|Closet/.test(a.name));

function meetingOf(a: FloorRoom, b: FloorRoom): Meeting | null {
  const cost = suiteOf(a, b) ? 1 : roomCost(a) + roomCost(b);
  const span = (line: Meeting['line'], at: number, from: number, to: number): Meeting | null => {
    if (to - from < SHORTEST_DOOR_WALL - EPSILON) return null;
    const width = Math.min(INSIDE_DOOR, to - from - 2 * JAMB);
    // A tight door is a last resort.
    return { line, at, from, to, center: (from + to) / 2, width, cost: cost + (width < INSIDE_DOOR ? 2 : 0) };
  };
  for (const [upper, lower] of [
    [a, b],
    [b, a],
  ] as const) {
    if (near(upper.y + upper.depth, lower.y))
      return span(
        'horizontal',
        lower.y,
        Math.max(upper.x, lower.x),
        Math.min(upper.x + upper.width, lower.x + lower.width),
      );
    if (near(upper.x + upper.width, lower.x))
      return span(
        'vertical',
        lower.x,
        Math.max(upper.y, lower.y),
        Math.min(upper.y + upper.depth, lower.y + lower.depth),
      );
  }
  return null;
}

/**
 * The doors between a floor's rooms: from the rooms one enters the floor by (`roots`: the front doors' rooms, the
 * stairs), every room is reached through the cheapest chain of doors (a tree grown cheapest door first, so bedrooms
 * and baths open off halls and living spaces, a suite's bath off the suite), and passage rooms that meet get a
 * door between them too, as open plans do. Rooms of different units never share a door.
 */
function insideDoors(
  rooms: readonly FloorRoom[],
  roots: readonly number[],
  unit: (placed: FloorRoom) => number,
): InsideDoor[] {
  const meetings: Array<{ a: number; b: number; meeting: Meeting }> = [];
  rooms.forEach((a, i) =>
    rooms.forEach((b, j) => {
      if (j <= i || unit(a) !== unit(b)) return;
      const meeting = meetingOf(a, b);
      if (meeting) meetings.push({ a: i, b: j, meeting });
    }),
  );
  const reached = new Set(roots);
  const doors: InsideDoor[] = [];
  const used = new Set<(typeof meetings)[number]>();
  for (;;) {
    const next = meetings
      .filter((candidate) => reached.has(candidate.a) !== reached.has(candidate.b))
      .sort((x, y) => x.meeting.cost - y.meeting.cost || y.meeting.width - x.meeting.width)[0];
    if (!next) break;
    reached.add(next.a).add(next.b);
    used.add(next);
    doors.push(next.meeting);
  }
  for (const candidate of meetings)
    if (
      !used.has(candidate) &&
      candidate.meeting.cost === 2 &&
      !/Garage|Carport/.test(`${rooms[candidate.a]?.name} ${rooms[candidate.b]?.name}`)
    )
      doors.push(candidate.meeting);
  return doors;
}

/** Joins touching or overlapping spans on one line. */
function mergeSpans(spans: Array<[number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [from, to] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1] + EPSILON) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/**
 * The walls the rooms make: outside walls room by room (so each carries its room's windows, and a carport's sides
 * stay open), and inside walls where rooms meet, each drawn once however many rooms share it.
 */
function wallsOf(
  rooms: readonly FloorRoom[],
  width: number,
  depth: number,
  outsideDoors: readonly OutsideDoor[],
  doors: readonly InsideDoor[],
): FloorWall[] {
  const walls: FloorWall[] = [];
  // The sides a carport leaves open: no wall, but no gap to close either.
  const covered: FloorWall[] = [];
  const horizontal = new Map<number, Array<[number, number]>>();
  const vertical = new Map<number, Array<[number, number]>>();
  const add = (lines: Map<number, Array<[number, number]>>, at: number, from: number, to: number) => {
    const key = Math.round(at * 100) / 100;
    lines.set(key, [...(lines.get(key) ?? []), [from, to]]);
  };
  for (const placed of rooms) {
    const open = placed.name === 'Carport';
    const right = placed.x + placed.width;
    const front = placed.y + placed.depth;
    const outside = (x1: number, y1: number, x2: number, y2: number, openings: WallOpening[]) => {
      if (open) covered.push(wallAt(x1, y1, x2, y2));
      else walls.push({ ...wallAt(x1, y1, x2, y2), openings });
    };
    if (near(placed.y, 0)) outside(placed.x, 0, right, 0, openingsIn(placed, 'rear', placed.x, outsideDoors));
    else add(horizontal, placed.y, placed.x, right);
    if (near(front, depth)) outside(placed.x, depth, right, depth, openingsIn(placed, 'front', placed.x, outsideDoors));
    else add(horizontal, front, placed.x, right);
    if (near(placed.x, 0)) outside(0, placed.y, 0, front, []);
    else add(vertical, placed.x, placed.y, front);
    if (near(right, width)) outside(width, placed.y, width, front, []);
    else add(vertical, right, placed.y, front);
  }
  // A strip no room fills (behind a shallow garage) is still closed by the outside wall.
  const sides: Array<[number, (from: number, to: number) => FloorWall, (wall: FloorWall) => [number, number] | null]> =
    [
      [
        width,
        (from, to) => wallAt(from, 0, to, 0),
        (wall) => (near(wall.y1, 0) && near(wall.y2, 0) ? [wall.x1, wall.x2] : null),
      ],
      [
        width,
        (from, to) => wallAt(from, depth, to, depth),
        (wall) => (near(wall.y1, depth) && near(wall.y2, depth) ? [wall.x1, wall.x2] : null),
      ],
      [
        depth,
        (from, to) => wallAt(0, from, 0, to),
        (wall) => (near(wall.x1, 0) && near(wall.x2, 0) ? [wall.y1, wall.y2] : null),
      ],
      [
        depth,
        (from, to) => wallAt(width, from, width, to),
        (wall) => (near(wall.x1, width) && near(wall.x2, width) ? [wall.y1, wall.y2] : null),
      ],
    ];
  for (const [sideLength, wallFor, spanOf] of sides) {
    let reached = 0;
    const spans = [...covered, ...walls].flatMap((wall) => {
      const span = spanOf(wall);
      return span ? [span] : [];
    });
    for (const [from, to] of mergeSpans(spans)) {
      if (from > reached + EPSILON) walls.push(wallFor(reached, from));
      reached = Math.max(reached, to);
    }
    if (reached < sideLength - EPSILON) walls.push(wallFor(reached, sideLength));
  }
  // Each inside door goes in the stretch of wall along its line that holds it.
  const doorsIn = (line: InsideDoor['line'], at: number, from: number, to: number): WallOpening[] =>
    doors
      .filter((door) => door.line === line && near(door.at, at) && door.center > from && door.center < to)
      .map((door) => ({ kind: 'door', along: door.center - from, width: door.width, sill: 0, height: DOOR_HEIGHT }));
  for (const [y, spans] of horizontal)
    for (const [from, to] of mergeSpans(spans))
      walls.push({ x1: from, y1: y, x2: to, y2: y, exterior: false, openings: doorsIn('horizontal', y, from, to) });
  for (const [x, spans] of vertical)
    for (const [from, to] of mergeSpans(spans))
      walls.push({ x1: x, y1: from, x2: x, y2: to, exterior: false, openings: doorsIn('vertical', x, from, to) });
  return walls;
}

/**
 * The rooms a floor is entered by, each unit's: the room behind a front door, else the stairs, else (a garage or a
 * shed entered by its vehicle or garden door, which the plan does not draw) its first room.
 */
function entranceRooms(
  rooms: readonly FloorRoom[],
  entries: readonly FloorEntry[],
  unit: (placed: FloorRoom) => number = () => 0,
): number[] {
  const byUnit = new Map<number, number>();
  const claim = (index: number) => {
    const placed = rooms[index];
    if (placed && !byUnit.has(unit(placed))) byUnit.set(unit(placed), index);
  };
  for (const entry of entries)
    claim(
      rooms.findIndex(
        (placed) =>
          near(placed.y + placed.depth, Math.max(...rooms.map((other) => other.y + other.depth))) &&
          entry.center > placed.x &&
          entry.center < placed.x + placed.width,
      ),
    );
  rooms.forEach((placed, index) => {
    if (placed.name === 'Stairs') claim(index);
  });
  rooms.forEach((_, index) => claim(index));
  return [...byUnit.values()];
}

function floorOf(
  plan: PlanDrawingFacts,
  kind: BuildingKind,
  heights: Heights,
  floor: number,
  floorRooms: FloorsLaidOut,
): FloorGeometry {
  const porchFront =
    plan.porch_front !== null && floor === 1
      ? Math.min(10, Math.max(5, plan.porch_front / Math.max(plan.footprint_width * 0.5, 1)))
      : 0;
  const porchRear =
    plan.porch_rear !== null && floor === 1
      ? Math.min(12, Math.max(6, plan.porch_rear / Math.max(plan.footprint_width * 0.5, 1)))
      : 0;
  const porchWidth = plan.footprint_width * 0.6;
  const porchX = (plan.footprint_width - porchWidth) / 2;
  const porches: FloorPorch[] = [];
  if (porchRear > 0)
    porches.push({ label: 'Rear Porch', x: porchX, y: -porchRear, width: porchWidth, depth: porchRear });
  if (porchFront > 0)
    porches.push({ label: 'Front Porch', x: porchX, y: plan.footprint_depth, width: porchWidth, depth: porchFront });
  const placedRooms = floorRooms(floor).map((placed): FloorRoom => ({
    name: placed.name,
    x: placed.x,
    y: placed.y,
    width: placed.width,
    depth: placed.depth,
    windows: windowsOf(placed, plan),
  }));
  const { rooms: entered, entries } =
    floor === 1 ? entriesOf(placedRooms, plan, kind) : { rooms: placedRooms, entries: [] };
  const unit = (placed: FloorRoom) => unitOf(placed, plan, kind);
  const rearPorch = porches.find((porch) => porch.label === 'Rear Porch');
  // Each unit of a multi-family building has its own back door, as it has its own front door.
  const backDoors =
    floor === 1 && WITH_BACK_DOOR.has(kind)
      ? [...new Set(entered.map(unit))]
          .map((number) =>
            backDoorOf(
              entered.filter((placed) => unit(placed) === number),
              rearPorch,
            ),
          )
          .filter((door): door is OutsideDoor => door !== null)
      : [];
  const outsideDoors: OutsideDoor[] = [
    ...entries.map((entry): OutsideDoor => ({ kind: 'door', wall: 'front', ...entry, height: DOOR_HEIGHT })),
    ...backDoors,
    ...(floor === 1 ? garageDoors(entered, plan.footprint_depth) : []),
  ];
  // A window a back door stands in gives way to it, as at the front.
  const rooms = entered.map((placed) => ({
    ...placed,
    windows: placed.windows.filter(
      (window) =>
        window.wall !== 'rear' ||
        backDoors.every((door) => Math.abs(door.center - window.center) >= (door.width + window.width) / 2 + EPSILON),
    ),
  }));
  const doors = insideDoors(rooms, entranceRooms(rooms, entries, unit), unit);
  return {
    floor,
    title: FLOOR_NAMES[floor] ?? `Floor ${floor}`,
    kind,
    width: plan.footprint_width,
    depth: plan.footprint_depth,
    heatedArea: floor === 1 ? plan.first_floor : floor === 2 ? (plan.second_floor ?? 0) : 0,
    porchFront,
    porchRear,
    porches,
    rooms,
    entry: entries[0] ?? null,
    level: heights.base + heights.storyHeight * (floor - 1),
    wallHeight: heights.storyHeight,
    walls: wallsOf(rooms, plan.footprint_width, plan.footprint_depth, outsideDoors, doors),
  };
}

/** One floor as the drawings and documents use it (the same object as the geometry's floor). */
export type FloorLayout = FloorGeometry;

/** A plan's whole building: every floor, its walls and openings, and the roof. */
export function planGeometryOf(plan: PlanDrawingFacts): PlanGeometry {
  const kind = buildingKindOf(plan);
  const heights = heightsOf(plan, kind);
  const floorRooms = floorsLaidOut(plan, kind);
  return {
    planId: String(plan.id),
    name: plan.name,
    planNumber: plan.plan_number,
    kind,
    width: plan.footprint_width,
    depth: plan.footprint_depth,
    exteriorWallThickness: EXTERIOR_WALL,
    interiorWallThickness: INTERIOR_WALL,
    floors: Array.from({ length: Math.max(1, plan.story) }, (_, index) =>
      floorOf(plan, kind, heights, index + 1, floorRooms),
    ),
    roof: heights.roof,
  };
}

/** Floor `floor` of a plan laid out in feet, or null if the plan has no such floor. */
export function layOutFloor(plan: PlanDrawingFacts, floor: number): FloorLayout | null {
  if (!Number.isInteger(floor) || floor < 1 || floor > plan.story) return null;
  const kind = buildingKindOf(plan);
  return floorOf(plan, kind, heightsOf(plan, kind), floor, floorsLaidOut(plan, kind));
}
