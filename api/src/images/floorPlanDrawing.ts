import {
  ADDITIONAL_ROOMS,
  BED_BATH_OPTIONS,
  GARAGE_TYPES,
  KITCHEN_DINING,
  LAUNDRY_LOCATIONS,
  SPECIAL_FEATURES,
} from 'contracts/src/catalog/codeTables';
import { codeOf } from '../catalog/codeOf';
import { buildingKindOf, garageOnLeft, type BuildingKind } from './buildingKind';
import type { PlanDrawingFacts } from './drawingFacts';
import { line, px, rect, svgDocument, text } from './svgDocument';

const WIDTH = 800;
const HEIGHT = 600;
const FONT = 'font-family="Helvetica,Arial,sans-serif"';
const ATTACHED_GARAGES = new Set(['Attached', 'RV Garage'].map((label) => codeOf(GARAGE_TYPES, label)));
const FLOOR_NAMES = ['', 'First floor', 'Second floor', 'Third floor'];
const number = new Intl.NumberFormat('en-US');

/** A room to lay out: its name and its share of the floor. */
interface Room {
  name: string;
  weight: number;
}

/** A room placed on the plan, in feet from the plan's top-left corner (the rear wall). */
interface PlacedRoom extends Room {
  x: number;
  y: number;
  width: number;
  depth: number;
}

const has = (codes: readonly number[], table: Parameters<typeof codeOf>[0], label: string) =>
  codes.includes(codeOf(table, label));
const room = (name: string, weight: number): Room => ({ name, weight });

function bedroomsOnFloor(plan: PlanDrawingFacts, floor: number): { master: boolean; others: number } {
  const masterOnFirst = plan.story === 1 || has(plan.bed_bath_options, BED_BATH_OPTIONS, 'Master Suite - 1st Floor');
  const others = Math.max(0, plan.beds - 1);
  if (plan.story === 1) return { master: true, others };
  if (floor === 1) return { master: masterOnFirst, others: 0 };
  const upstairs = others + (masterOnFirst ? 0 : 1);
  if (plan.story === 2) return { master: !masterOnFirst, others };
  const onSecond = Math.ceil(upstairs * 0.65);
  return floor === 2
    ? { master: !masterOnFirst, others: onSecond - (masterOnFirst ? 0 : 1) }
    : { master: false, others: upstairs - onSecond };
}

function houseRooms(plan: PlanDrawingFacts, floor: number): Room[] {
  const { master, others } = bedroomsOnFloor(plan, floor);
  const rooms: Room[] = [];
  const extra = (label: string, name: string, weight: number) => {
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, label)) rooms.push(room(name, weight));
  };
  const front: Room[] = [];
  if (floor === 1) {
    rooms.push(room('Great Room', 3), room('Kitchen', 1.9));
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Breakfast Nook')) rooms.push(room('Nook', 0.8));
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Butler Walk-in Pantry')) rooms.push(room('Pantry', 0.4));
    extra('Keeping Room', 'Keeping Room', 1.2);
    extra('Sunroom', 'Sunroom', 1.1);
    extra('Mudroom', 'Mudroom', 0.5);
    if (has(plan.laundry_locations, LAUNDRY_LOCATIONS, 'Main Level')) rooms.push(room('Laundry', 0.5));
    // The front row: entry, stairs and the rooms guests see first.
    if (has(plan.kitchen_dining, KITCHEN_DINING, 'Formal Dining') || plan.beds >= 3) front.push(room('Dining', 1.4));
    front.push(room('Foyer', 0.6));
    if (plan.story > 1) front.push(room('Stairs', 0.5));
    if (plan.half_bathrooms > 0) front.push(room('Powder', 0.3));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Home Office')) front.push(room('Office', 1));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Library/Study')) front.push(room('Study', 1));
    if (has(plan.additional_rooms, ADDITIONAL_ROOMS, 'Den')) front.push(room('Den', 1.1));
  } else {
    rooms.push(room('Stairs', 0.5));
    if (floor === 2) {
      extra('Loft', 'Loft', 1.4);
      extra('Game/Rec Room', 'Game Room', 1.6);
      extra('Playroom', 'Playroom', 1.2);
      extra('Media Room', 'Media Room', 1.4);
      if (has(plan.laundry_locations, LAUNDRY_LOCATIONS, 'Upstairs')) rooms.push(room('Laundry', 0.5));
    }
    if (floor === plan.story) extra('Bonus Room', 'Bonus Room', 1.8);
  }
  if (master) rooms.push(room('Master Suite', 2.2), room('Master Bath', 0.9), room('Closet', 0.5));
  // Bedroom 1 is the master suite; the others are numbered on from the lowest floor.
  let numbered = 1;
  for (let below = 1; below < floor; below += 1) numbered += bedroomsOnFloor(plan, below).others;
  for (let index = 0; index < others; index += 1) rooms.push(room(`Bedroom ${numbered + index + 1}`, 1.4));
  const sharedBaths = others === 0 ? 0 : Math.max(1, Math.min(Math.ceil(others / 2), plan.full_bathrooms - 1));
  for (let index = 0; index < sharedBaths; index += 1) rooms.push(room('Bath', 0.7));
  return [...rooms, ...front];
}

function unitRooms(plan: PlanDrawingFacts, floor: number, units: number): Room[] {
  const bedsPerUnit = Math.max(1, Math.round(plan.beds / units));
  const rooms: Room[] = [];
  if (floor === 1) {
    rooms.push(room('Living', 2), room('Kitchen', 1.3));
    if (plan.story > 1) rooms.push(room('Stairs', 0.5), room('Powder', 0.3));
  } else {
    rooms.push(room('Stairs', 0.5));
  }
  if (plan.story === 1 || floor > 1) {
    for (let index = 0; index < bedsPerUnit; index += 1) rooms.push(room(`Bed ${index + 1}`, 1.3));
    rooms.push(room('Bath', 0.7));
  }
  return rooms;
}

function apartmentRooms(plan: PlanDrawingFacts): Room[] {
  const rooms = [room('Living', 2), room('Kitchen', 1.2), room('Bedroom', 1.4)];
  if (plan.beds > 1) rooms.push(room('Bedroom 2', 1.2));
  rooms.push(room('Bath', 0.7));
  if (plan.laundry_locations.length > 0) rooms.push(room('Laundry', 0.35));
  return rooms;
}

function garageRooms(plan: PlanDrawingFacts, kind: BuildingKind, floor: number): Room[] {
  const workshop = has(plan.special_features, SPECIAL_FEATURES, 'Workshop');
  if (floor === 1) {
    const rooms = [room(kind === 'carport' ? 'Carport' : `${plan.cars}-Car Garage`, 4)];
    if (workshop) rooms.push(room('Workshop', 1.4));
    if (plan.story > 1) rooms.push(room('Stairs', 0.4));
    if (kind === 'garage-apartment' && plan.story === 1) rooms.push(...apartmentRooms(plan));
    return rooms;
  }
  return kind === 'garage-apartment'
    ? [room('Stairs', 0.4), ...apartmentRooms(plan)]
    : [room('Stairs', 0.4), room('Bonus Room', 3), room('Storage', 1)];
}

function outbuildingRooms(plan: PlanDrawingFacts, kind: BuildingKind): Room[] {
  if (kind === 'pool-house') {
    const rooms = [room('Lounge', 2.5), room('Kitchenette', 1)];
    if (plan.beds > 0) rooms.push(room('Bedroom', 1.4));
    if (plan.full_bathrooms + plan.half_bathrooms > 0)
      rooms.push(room(plan.full_bathrooms > 0 ? 'Bath' : 'Powder', 0.6));
    rooms.push(room('Changing', 0.5));
    return rooms;
  }
  if (kind === 'studio') {
    const rooms = [room('Studio', 3)];
    if (plan.half_bathrooms > 0) rooms.push(room('Powder', 0.4));
    rooms.push(room('Storage', 0.5));
    return rooms;
  }
  return plan.sq_ft > 160 ? [room('Storage', 2), room('Workbench', 1)] : [room('Storage', 1)];
}

/** A room on its own, or small rooms (baths, closets, a pantry) stacked in one column. */
interface Block {
  rooms: Room[];
  weight: number;
}

const SMALL_ROOM = 1;
const STACK_LIMIT = 1.8;

function toBlocks(rooms: readonly Room[]): Block[] {
  const blocks: Block[] = [];
  let stack: Block | null = null;
  for (const candidate of rooms) {
    if (candidate.weight >= SMALL_ROOM) {
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
  return blocks;
}

/**
 * Lays rooms out in rows from the rear wall to the front, each room's area in proportion to its weight; small
 * rooms share a column so none becomes a sliver.
 */
function layoutRows(rooms: readonly Room[], x: number, y: number, width: number, depth: number): PlacedRoom[] {
  const blocks = toBlocks(rooms);
  const total = blocks.reduce((sum, block) => sum + block.weight, 0);
  const rowCount = Math.max(
    1,
    Math.min(blocks.length, Math.round(Math.sqrt((blocks.length * depth) / Math.max(width, 1)) + 0.3)),
  );
  const rows: Block[][] = [];
  let current: Block[] = [];
  let accumulated = 0;
  for (const block of blocks) {
    current.push(block);
    accumulated += block.weight;
    if (accumulated >= (total * (rows.length + 1)) / rowCount - 1e-9 && rows.length < rowCount - 1) {
      rows.push(current);
      current = [];
    }
  }
  if (current.length > 0) rows.push(current);
  const placed: PlacedRoom[] = [];
  let rowY = y;
  for (const row of rows) {
    const rowWeight = row.reduce((sum, block) => sum + block.weight, 0);
    const rowDepth = (depth * rowWeight) / total;
    let blockX = x;
    for (const block of row) {
      const blockWidth = (width * block.weight) / rowWeight;
      let roomY = rowY;
      for (const candidate of block.rooms) {
        const roomDepth = (rowDepth * candidate.weight) / block.weight;
        placed.push({ ...candidate, x: blockX, y: roomY, width: blockWidth, depth: roomDepth });
        roomY += roomDepth;
      }
      blockX += blockWidth;
    }
    rowY += rowDepth;
  }
  return placed;
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

function planRooms(plan: PlanDrawingFacts, kind: BuildingKind, floor: number): PlacedRoom[] {
  const width = plan.footprint_width;
  const depth = plan.footprint_depth;
  if (kind === 'multi-family') {
    const units = Math.max(2, plan.units);
    return Array.from({ length: units }, (_, unit) =>
      layoutRows(unitRooms(plan, floor, units), (width * unit) / units, 0, width / units, depth),
    ).flat();
  }
  if (kind !== 'house') {
    const rooms =
      kind === 'shed' || kind === 'pool-house' || kind === 'studio'
        ? outbuildingRooms(plan, kind)
        : garageRooms(plan, kind, floor);
    return layoutRows(rooms, 0, 0, width, depth);
  }
  const rooms = houseRooms(plan, floor);
  if (floor !== 1 || plan.cars === 0 || !ATTACHED_GARAGES.has(plan.garage_type))
    return layoutRows(rooms, 0, 0, width, depth);
  const garageWidth = Math.min(width * 0.45, plan.cars * 10 + 2);
  const garageDepth = Math.min(depth, Math.max(22, (plan.garage_sq_ft ?? 0) / garageWidth));
  const garageX = garageOnLeft(plan) ? 0 : width - garageWidth;
  const livingX = garageOnLeft(plan) ? garageWidth : 0;
  const garage: PlacedRoom[] = [
    {
      name: `${plan.cars}-Car Garage`,
      weight: 0,
      x: garageX,
      y: depth - garageDepth,
      width: garageWidth,
      depth: garageDepth,
    },
  ];
  if (depth - garageDepth >= 6)
    garage.push({ name: 'Storage', weight: 0, x: garageX, y: 0, width: garageWidth, depth: depth - garageDepth });
  return [...garage, ...layoutRows(rooms, livingX, 0, width - garageWidth, depth)];
}

const WINDOW = 'stroke="#4fc3f7" stroke-width="4"';
const WINDOWLESS = /Bath|Powder|Closet|Pantry|Stairs|Laundry|Storage|Garage|Carport|Mudroom|Foyer|Changing/;

/** A window in an outside wall: the wall, its centre along the wall and its width, in feet. */
export interface FloorWindow {
  wall: 'rear' | 'front';
  center: number;
  width: number;
}

/**
 * A room of a floor, in feet from the plan's rear-left corner: x runs to the right, y from the rear wall towards
 * the front; with the windows where it meets an outside wall.
 */
export interface FloorRoom {
  name: string;
  x: number;
  y: number;
  width: number;
  depth: number;
  windows: FloorWindow[];
}

/** A porch outside the walls (negative y is behind the rear wall), in feet. */
export interface FloorPorch {
  label: 'Front Porch' | 'Rear Porch';
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** The entry door: a gap in the front wall, its centre and width in feet. */
export interface FloorEntry {
  center: number;
  width: number;
}

/**
 * One floor of a plan laid out in feet: the one geometry that the SVG floor plans, the DXF files and the
 * materials list are all drawn or counted from.
 */
export interface FloorLayout {
  floor: number;
  /** 'First floor', 'Second floor'... */
  title: string;
  kind: BuildingKind;
  /** The outside walls' footprint. */
  width: number;
  depth: number;
  /** Heated square feet of this floor as the plan states them; 0 when the plan does not say. */
  heatedArea: number;
  /** How deep the porches in front of and behind the walls are; 0 for none. */
  porchFront: number;
  porchRear: number;
  porches: FloorPorch[];
  /** The rooms tile the footprint. */
  rooms: FloorRoom[];
  entry: FloorEntry | null;
}

function windowsOf(placed: PlacedRoom, plan: PlanDrawingFacts): FloorWindow[] {
  if (WINDOWLESS.test(placed.name)) return [];
  const windows: FloorWindow[] = [];
  const center = placed.x + placed.width / 2;
  const width = Math.min(placed.width, 5);
  if (placed.y <= 0.01) windows.push({ wall: 'rear', center, width });
  if (placed.y + placed.depth >= plan.footprint_depth - 0.01) windows.push({ wall: 'front', center, width });
  return windows;
}

function entryOf(rooms: readonly FloorRoom[], plan: PlanDrawingFacts): FloorEntry | null {
  const onFrontWall = rooms.filter(
    (placed) => placed.y + placed.depth >= plan.footprint_depth - 0.01 && !/Garage|Carport|Storage/.test(placed.name),
  );
  const entry = onFrontWall.find((placed) => /Foyer|Living|Lounge|Studio/.test(placed.name)) ?? onFrontWall[0];
  return entry ? { center: entry.x + entry.width / 2, width: Math.min(3, entry.width * 0.6) } : null;
}

/** Floor `floor` of a plan laid out in feet, or null if the plan has no such floor. */
export function layOutFloor(plan: PlanDrawingFacts, floor: number): FloorLayout | null {
  if (!Number.isInteger(floor) || floor < 1 || floor > plan.story) return null;
  const kind = buildingKindOf(plan);
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
  const rooms = planRooms(plan, kind, floor).map((placed): FloorRoom => ({
    name: placed.name,
    x: placed.x,
    y: placed.y,
    width: placed.width,
    depth: placed.depth,
    windows: windowsOf(placed, plan),
  }));
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
    entry: floor === 1 ? entryOf(rooms, plan) : null,
  };
}

/** Floor `floor` of a plan as a dimensioned floor-plan drawing, or null if the plan has no such floor. */
export function drawFloorPlan(plan: PlanDrawingFacts, floor: number): string | null {
  const layout = layOutFloor(plan, floor);
  if (layout === null) return null;
  const totalDepth = layout.depth + layout.porchFront + layout.porchRear;
  const scale = Math.min((WIDTH - 120) / layout.width, (HEIGHT - 150) / totalDepth);
  const left = (WIDTH - layout.width * scale) / 2;
  const top = 80 + layout.porchRear * scale + (HEIGHT - 150 - totalDepth * scale) / 2;
  const X = (feet: number) => left + feet * scale;
  const Y = (feet: number) => top + feet * scale;
  const out: string[] = [rect(0, 0, WIDTH, HEIGHT, 'fill="#fbfaf6"')];

  for (const porch of layout.porches) {
    out.push(
      rect(
        X(porch.x),
        Y(porch.y),
        porch.width * scale,
        porch.depth * scale,
        'fill="#efe9dc" stroke="#8d8d8d" stroke-dasharray="6 4" stroke-width="1.5"',
      ),
    );
    out.push(
      text(
        X(porch.x + porch.width / 2),
        Y(porch.y + porch.depth / 2) + 4,
        porch.label,
        `${FONT} font-size="12" fill="#616161" text-anchor="middle"`,
      ),
    );
  }

  for (const placed of layout.rooms) {
    const open = placed.name === 'Carport';
    out.push(
      rect(
        X(placed.x),
        Y(placed.y),
        placed.width * scale,
        placed.depth * scale,
        `fill="${/Garage|Carport|Storage|Workshop/.test(placed.name) ? '#eceff1' : '#ffffff'}" stroke="#455a64" stroke-width="1.5"${open ? ' stroke-dasharray="8 5"' : ''}`,
      ),
    );
    if (placed.name === 'Stairs') {
      for (let tread = 1; tread < 8; tread += 1) {
        const y = Y(placed.y) + (placed.depth * scale * tread) / 8;
        out.push(line(X(placed.x), y, X(placed.x + placed.width), y, 'stroke="#90a4ae" stroke-width="1"'));
      }
    }
    const widthPx = placed.width * scale;
    const depthPx = placed.depth * scale;
    if (widthPx > 44 && depthPx > 18) {
      const centerX = X(placed.x + placed.width / 2);
      const centerY = Y(placed.y + placed.depth / 2);
      const fontSize = Math.max(9, Math.min(14, widthPx / 7));
      out.push(
        text(
          centerX,
          centerY - (depthPx > 36 ? 3 : -4),
          placed.name,
          `${FONT} font-size="${px(fontSize)}" fill="#263238" text-anchor="middle"`,
        ),
      );
      if (depthPx > 36 && widthPx > 56) {
        out.push(
          text(
            centerX,
            centerY + fontSize,
            roomSize(placed),
            `${FONT} font-size="${px(fontSize * 0.8)}" fill="#607d8b" text-anchor="middle"`,
          ),
        );
      }
    }
    // Windows where a living room meets an outside wall.
    for (const window of placed.windows) {
      const span = window.width * scale;
      const wallY = Y(window.wall === 'rear' ? 0 : layout.depth);
      out.push(line(X(window.center) - span / 2, wallY, X(window.center) + span / 2, wallY, WINDOW));
    }
  }
  out.push(
    rect(X(0), Y(0), layout.width * scale, layout.depth * scale, 'fill="none" stroke="#263238" stroke-width="5"'),
  );
  if (layout.entry) {
    // The entry: a gap in the front wall with the door's swing.
    const doorWidth = layout.entry.width * scale;
    const doorX = X(layout.entry.center) - doorWidth / 2;
    const wallY = Y(layout.depth);
    out.push(line(doorX, wallY, doorX + doorWidth, wallY, 'stroke="#fbfaf6" stroke-width="6"'));
    out.push(
      `<path d="M${px(doorX)} ${px(wallY)}A${px(doorWidth)} ${px(doorWidth)} 0 0 1 ${px(doorX + doorWidth)} ${px(wallY - doorWidth)}" fill="none" stroke="#455a64" stroke-width="1"/>`,
    );
  }

  const heading = `${layout.title}${layout.heatedArea > 0 ? ` · ${number.format(layout.heatedArea)} sq ft heated` : ''}`;
  out.push(text(40, 44, heading, `${FONT} font-size="20" fill="#263238"`));
  out.push(
    text(
      WIDTH - 40,
      44,
      `${layout.width}' x ${layout.depth}'`,
      `${FONT} font-size="16" fill="#607d8b" text-anchor="end"`,
    ),
  );
  // A 10 ft scale bar and the plan number.
  out.push(line(40, HEIGHT - 30, 40 + 10 * scale, HEIGHT - 30, 'stroke="#263238" stroke-width="3"'));
  out.push(text(40, HEIGHT - 40, '10 ft', `${FONT} font-size="12" fill="#263238"`));
  out.push(
    text(
      WIDTH - 40,
      HEIGHT - 24,
      `Plan #${plan.plan_number}`,
      `${FONT} font-size="14" fill="#607d8b" text-anchor="end"`,
    ),
  );
  return svgDocument({
    width: WIDTH,
    height: HEIGHT,
    title: `${plan.name}: ${layout.title.toLowerCase()} plan`,
    body: out,
  });
}
