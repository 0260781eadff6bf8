import type { FloorGeometry, FloorWall, PlanGeometry, WallOpening } from 'contracts/src/catalog/planGeometry';

/**
 * Where the 3D view looks from, kept apart from three.js so that the keys, the description read to screen readers
 * and the scene all follow one state (and the keys can be tested without WebGL). Plan coordinates in feet: x from
 * the left wall, y from the rear wall towards the front.
 */
export type ViewMode = 'orbit' | 'walk';

/** A floor's number, or every floor under the roof. */
export type FloorChoice = number | 'all';

export interface OrbitCamera {
  /** Degrees around the house: 0 in front of it, 90 on its right, -90 on its left. */
  azimuth: number;
  /** Degrees above the ground. */
  elevation: number;
  /** Feet from the house's centre. */
  distance: number;
}

export interface WalkCamera {
  x: number;
  y: number;
  /** Degrees: 0 faces the rear wall (in from the front door), 90 faces the right wall. */
  heading: number;
}

export interface HouseView {
  mode: ViewMode;
  floor: FloorChoice;
  orbit: OrbitCamera;
  walk: WalkCamera;
}

export const EYE_HEIGHT = 5.5;
const ORBIT_STEP = 15;
const TILT_STEP = 10;
const ZOOM_FACTOR = 0.85;
const WALK_STEP = 2;
const TURN_STEP = 15;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Angles kept in (-180, 180]. */
const wrap = (degrees: number) => {
  const turned = (((degrees + 180) % 360) + 360) % 360;
  return turned === 0 ? 180 : turned - 180;
};

export function houseSize(geometry: PlanGeometry): number {
  return Math.max(geometry.width, geometry.depth, geometry.roof.ridgeHeight);
}

function distanceLimits(geometry: PlanGeometry): [number, number] {
  const size = houseSize(geometry);
  return [size * 0.6, size * 4];
}

/** The floor walked on: the one chosen, or the ground floor when every floor is shown. */
export function walkFloor(geometry: PlanGeometry, floor: FloorChoice): FloorGeometry {
  const chosen = floor === 'all' ? undefined : geometry.floors.find((candidate) => candidate.floor === floor);
  const ground = geometry.floors[0];
  if (!ground) throw new Error('A plan geometry has at least one floor.');
  return chosen ?? ground;
}

/** The middle of a floor's stairs nearest to a point (a multi-family building has a stair per unit). */
function stairsNear(floor: FloorGeometry, x: number, y: number): WalkCamera | null {
  const [nearest] = floor.rooms
    .filter((room) => room.name === 'Stairs')
    .map((room) => ({ x: room.x + room.width / 2, y: room.y + room.depth / 2, heading: 0 }))
    .sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y));
  return nearest ?? null;
}

/** Standing inside the front door, looking in; on an upper floor, at the top of its stairs (else in its middle). */
function startingPoint(geometry: PlanGeometry, floor: FloorGeometry): WalkCamera {
  if (floor.entry) return { x: floor.entry.center, y: geometry.depth - 3, heading: 0 };
  return (
    stairsNear(floor, geometry.width / 2, geometry.depth / 2) ?? {
      x: geometry.width / 2,
      y: geometry.depth / 2,
      heading: 0,
    }
  );
}

export function initialView(geometry: PlanGeometry): HouseView {
  return {
    mode: 'orbit',
    floor: 'all',
    orbit: { azimuth: -30, elevation: 25, distance: houseSize(geometry) * 1.8 },
    walk: startingPoint(geometry, walkFloor(geometry, 'all')),
  };
}

export function withMode(view: HouseView, geometry: PlanGeometry, mode: ViewMode): HouseView {
  if (mode === view.mode) return view;
  return {
    ...view,
    mode,
    walk: mode === 'walk' ? startingPoint(geometry, walkFloor(geometry, view.floor)) : view.walk,
  };
}

export function withFloor(view: HouseView, geometry: PlanGeometry, floor: FloorChoice): HouseView {
  return { ...view, floor, walk: startingPoint(geometry, walkFloor(geometry, floor)) };
}

export function orbitBy(view: HouseView, geometry: PlanGeometry, turn: number, tilt: number, zoom = 1): HouseView {
  const [near, far] = distanceLimits(geometry);
  return {
    ...view,
    orbit: {
      azimuth: wrap(view.orbit.azimuth + turn),
      elevation: clamp(view.orbit.elevation + tilt, 5, 85),
      distance: clamp(view.orbit.distance * zoom, near, far),
    },
  };
}

/** How close the walker's eye comes to a wall's line: the camera never looks through the wall it stands at. */
export const WALL_CLEARANCE = 0.75;

interface Point {
  x: number;
  y: number;
}

/** Whether an opening lets the walker through: a door (from the floor up), not a window over its sill. */
const isDoorway = (opening: WallOpening) => opening.sill <= 0.01;

/**
 * Whether the step from `from` to `to` runs into `wall`: it crosses the wall's line, or ends nearer to it than the
 * clearance (and nearer than it was), within the wall's length, and not through a door of it with the clearance to
 * spare on either side.
 */
function runsInto(wall: FloorWall, from: Point, to: Point): boolean {
  const length = Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
  if (length < 0.01) return false;
  const ux = (wall.x2 - wall.x1) / length;
  const uy = (wall.y2 - wall.y1) / length;
  // Across the wall (signed distance from its line) and along it, from its start.
  const across = (point: Point) => (point.x - wall.x1) * uy - (point.y - wall.y1) * ux;
  const along = (point: Point) => (point.x - wall.x1) * ux + (point.y - wall.y1) * uy;
  const before = across(from);
  const after = across(to);
  const crosses = Math.sign(before) !== Math.sign(after) && before !== 0;
  const closing = Math.abs(after) < WALL_CLEARANCE && Math.abs(after) < Math.abs(before);
  if (!crosses && !closing) return false;
  // Where the step meets the line, or the point it ends at when it only comes close.
  const share = crosses ? before / (before - after) : 1;
  const at = along({ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share });
  if (at < -WALL_CLEARANCE || at > length + WALL_CLEARANCE) return false;
  return !wall.openings.some(
    (opening) =>
      isDoorway(opening) &&
      at >= opening.along - opening.width / 2 + WALL_CLEARANCE &&
      at <= opening.along + opening.width / 2 - WALL_CLEARANCE,
  );
}

/**
 * The walls a walker cannot pass on a floor: every wall, inside and out, but at its doors (the plan's geometry has
 * a door wherever rooms connect). A carport's open sides are no walls at all.
 */
export function solidWalls(floor: FloorGeometry): FloorWall[] {
  return floor.walls;
}

/**
 * Where a step from `from` towards `to` ends: there if no solid wall is in the way, else as far as sliding along the
 * wall takes it (the step's part along x, or along y), else where it was.
 */
export function stepWithin(floor: FloorGeometry, from: Point, to: Point): Point {
  const walls = solidWalls(floor);
  const free = (target: Point) => !walls.some((wall) => runsInto(wall, from, target));
  for (const target of [to, { x: to.x, y: from.y }, { x: from.x, y: to.y }]) if (free(target)) return target;
  return from;
}

/** How far past a door's jambs a step at the wall still finds the door. */
export const DOOR_REACH = 1.5;
/** The widest angle off square to a wall at which a step is still led through a door in it. */
export const DOOR_ANGLE = 60;

/**
 * A step that runs into a wall beside a door, heading at the wall within DOOR_ANGLE of square, goes through the door
 * instead: over to the door's centre line, then on across the wall as far as the step would have gone. The
 * passable band of a door is narrow (its width less the clearance of either jamb), so a keyboard walker's 2 ft steps
 * at 15° turns would otherwise have to fiddle for it. Null when no door is that close, or the way is not clear.
 */
export function stepThroughDoor(floor: FloorGeometry, from: Point, to: Point): Point | null {
  const walls = solidWalls(floor);
  const free = (start: Point, end: Point) => !walls.some((wall) => runsInto(wall, start, end));
  const ways = walls.flatMap((wall) => {
    const length = Math.hypot(wall.x2 - wall.x1, wall.y2 - wall.y1);
    if (length < 0.01 || !runsInto(wall, from, to)) return [];
    const ux = (wall.x2 - wall.x1) / length;
    const uy = (wall.y2 - wall.y1) / length;
    const across = (point: Point) => (point.x - wall.x1) * uy - (point.y - wall.y1) * ux;
    const along = (point: Point) => (point.x - wall.x1) * ux + (point.y - wall.y1) * uy;
    const towards = Math.abs(across(from) - across(to));
    const sideways = Math.abs(along(to) - along(from));
    if (towards < 0.01 || (Math.atan2(sideways, towards) * 180) / Math.PI > DOOR_ANGLE) return [];
    // Where the step meets the wall's line (or would, carried on).
    const at = along(from) + ((along(to) - along(from)) * across(from)) / (across(from) - across(to));
    const point = (a: number, c: number) => ({ x: wall.x1 + ux * a + uy * c, y: wall.y1 + uy * a - ux * c });
    return wall.openings
      .filter((opening) => isDoorway(opening) && Math.abs(at - opening.along) <= opening.width / 2 + DOOR_REACH)
      .map((door) => ({
        distance: Math.abs(at - door.along),
        lined: point(door.along, across(from)),
        through: point(door.along, across(to)),
      }));
  });
  const [nearest] = ways
    .filter((way) => free(from, way.lined) && free(way.lined, way.through))
    .sort((a, b) => a.distance - b.distance);
  return nearest ? nearest.through : null;
}

/**
 * Steps forwards (or back, negative) along the heading, staying on the floor and its porches, never through a wall;
 * a step at a wall beside a door goes through the door (stepThroughDoor), one at a wall elsewhere slides along it.
 */
export function walkBy(view: HouseView, geometry: PlanGeometry, step: number, turn = 0): HouseView {
  const heading = wrap(view.walk.heading + turn);
  const radians = (heading * Math.PI) / 180;
  const floor = walkFloor(geometry, view.floor);
  const x = clamp(view.walk.x + Math.sin(radians) * step, 1, geometry.width - 1);
  const y = clamp(view.walk.y - Math.cos(radians) * step, 1 - floor.porchRear, geometry.depth - 1 + floor.porchFront);
  const straight = stepWithin(floor, view.walk, { x, y });
  const blocked = straight.x !== x || straight.y !== y;
  const reached = step === 0 ? { x, y } : ((blocked ? stepThroughDoor(floor, view.walk, { x, y }) : null) ?? straight);
  return { ...view, walk: { x: reached.x, y: reached.y, heading } };
}

/** The room a point stands in on a floor, if any. */
function roomAt(floor: FloorGeometry, x: number, y: number) {
  return floor.rooms.find(
    (candidate) =>
      x >= candidate.x && x <= candidate.x + candidate.width && y >= candidate.y && y <= candidate.y + candidate.depth,
  );
}

/**
 * Up or down the stairs: standing on a floor's stairs, the walker climbs (`1`) or goes down (`-1`) to the next floor,
 * arriving where it stood (the geometry stands each floor's stairs over the ones below), facing the same way. Stairs
 * that do not meet (a drawing of another kind) bring it to the nearest point of the nearest stairs instead. Null
 * anywhere else, or with no floor that way.
 */
export function climb(view: HouseView, geometry: PlanGeometry, direction: 1 | -1): HouseView | null {
  if (view.mode !== 'walk') return null;
  const floor = walkFloor(geometry, view.floor);
  if (roomAt(floor, view.walk.x, view.walk.y)?.name !== 'Stairs') return null;
  const next = geometry.floors.find((candidate) => candidate.floor === floor.floor + direction);
  const nearest = next ? stairsNear(next, view.walk.x, view.walk.y) : null;
  const stairs = nearest && next ? roomAt(next, nearest.x, nearest.y) : undefined;
  if (!next || !stairs) return null;
  const arrival = {
    x: clamp(view.walk.x, stairs.x + WALL_CLEARANCE, stairs.x + stairs.width - WALL_CLEARANCE),
    y: clamp(view.walk.y, stairs.y + WALL_CLEARANCE, stairs.y + stairs.depth - WALL_CLEARANCE),
  };
  return { ...view, floor: next.floor, walk: { ...arrival, heading: view.walk.heading } };
}

/** What a key does to the view, or null for a key the view leaves alone. */
export function viewAfterKey(view: HouseView, geometry: PlanGeometry, key: string): HouseView | null {
  if (view.mode === 'orbit') {
    switch (key) {
      case 'ArrowLeft':
        return orbitBy(view, geometry, -ORBIT_STEP, 0);
      case 'ArrowRight':
        return orbitBy(view, geometry, ORBIT_STEP, 0);
      case 'ArrowUp':
        return orbitBy(view, geometry, 0, TILT_STEP);
      case 'ArrowDown':
        return orbitBy(view, geometry, 0, -TILT_STEP);
      case '+':
      case '=':
        return orbitBy(view, geometry, 0, 0, ZOOM_FACTOR);
      case '-':
      case '_':
        return orbitBy(view, geometry, 0, 0, 1 / ZOOM_FACTOR);
      default:
        return null;
    }
  }
  switch (key.length === 1 ? key.toLowerCase() : key) {
    case 'ArrowUp':
    case 'w':
      return walkBy(view, geometry, WALK_STEP);
    case 'ArrowDown':
    case 's':
      return walkBy(view, geometry, -WALK_STEP);
    case 'ArrowLeft':
    case 'a':
      return walkBy(view, geometry, 0, -TURN_STEP);
    case 'ArrowRight':
    case 'd':
      return walkBy(view, geometry, 0, TURN_STEP);
    case 'PageUp':
      return climb(view, geometry, 1);
    case 'PageDown':
      return climb(view, geometry, -1);
    default:
      return null;
  }
}

const SIDES = ['front', 'front-right', 'right', 'rear-right', 'rear', 'rear-left', 'left', 'front-left'] as const;
/** The eighth of the compass an angle falls in, 0 being `first`. */
const sideOf = (degrees: number) => SIDES[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] ?? 'front';

export function floorLabel(geometry: PlanGeometry, floor: FloorChoice): string {
  if (floor === 'all') return 'all floors';
  return walkFloor(geometry, floor).title.toLowerCase();
}

/** Where a point stands: in a room (on the stairs, saying which way they go), on a porch, or outside. */
function placeOf(geometry: PlanGeometry, floor: FloorGeometry, x: number, y: number): string {
  const room = roomAt(floor, x, y);
  if (room?.name === 'Stairs') {
    const up = geometry.floors.some((candidate) => candidate.floor === floor.floor + 1);
    const down = floor.floor > 1;
    return `on the stairs${up && down ? ' (up or down)' : up ? ' (up)' : down ? ' (down)' : ''}`;
  }
  if (room) return `in the ${room.name}`;
  const porch = floor.porches.find(
    (candidate) =>
      x >= candidate.x && x <= candidate.x + candidate.width && y >= candidate.y && y <= candidate.y + candidate.depth,
  );
  return porch ? `on the ${porch.label}` : 'outside';
}

/** The view in words, for the live region that screen readers announce. */
export function describeView(view: HouseView, geometry: PlanGeometry): string {
  if (view.mode === 'orbit') {
    const { azimuth, elevation, distance } = view.orbit;
    const what = view.floor === 'all' ? 'the whole house' : `the ${floorLabel(geometry, view.floor)}, roof off`;
    return `Orbit: ${what}, seen from the ${sideOf(azimuth)}, ${Math.round(elevation)}° up, ${Math.round(distance)} ft away.`;
  }
  const floor = walkFloor(geometry, view.floor);
  // A heading of h looks the way a camera placed at an orbit's azimuth 180 - h stands from the centre.
  const facing = sideOf(180 - view.walk.heading);
  return `Walk: ${floor.title.toLowerCase()}, ${placeOf(geometry, floor, view.walk.x, view.walk.y)}, facing the ${facing}.`;
}

/** The camera as data, for the page (and its tests) to read. */
export function cameraAttribute(view: HouseView): string {
  const round = (value: number) => Math.round(value * 10) / 10;
  return view.mode === 'orbit'
    ? `orbit ${round(view.orbit.azimuth)} ${round(view.orbit.elevation)} ${round(view.orbit.distance)}`
    : `walk ${round(view.walk.x)} ${round(view.walk.y)} ${round(view.walk.heading)}`;
}
